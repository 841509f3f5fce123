import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const cars = JSON.parse(readFileSync("tenants/harbour-city-motor-group/feed/cars.json","utf8"));
const car = cars.find(c => c.status==="in_stock" && (c.images||[]).length>5 && c.autograb_data && typeof c.price === "number" && c.location_id !== "101");
console.log(car.slug);
for (const [w,h,name] of [[1280,1800,"car-desktop"],[375,2400,"car-phone"]]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  const errors = []; p.on("console", m => m.type()==="error" && errors.push(m.text())); p.on("pageerror", e => errors.push(String(e)));
  await p.goto(`http://harbour-city-motor-group.localhost:4411/cars/${car.slug}/`);
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/${name}.png` });
  console.log(name, errors.slice(0,5));
}
await b.close();
