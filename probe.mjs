import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const p = await b.newPage({ viewport: { width: 320, height: 640 } });
await p.goto("http://harbour-city-motor-group.localhost:4411/cars/2026-mazda-bt-50-gt-24e1/"); await p.waitForTimeout(800);
console.log(await p.evaluate(() => [...document.querySelectorAll("body *")].filter(e => {
  const r = e.getBoundingClientRect(); if (r.right <= 321) return false;
  for (let a = e.parentElement; a; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o === "auto" || o === "hidden" || o === "scroll") return false; }
  return true; }).slice(0,8).map(e => `${e.tagName}.${e.className} ${getComputedStyle(e).position} right=${Math.round(e.getBoundingClientRect().right)} ${(e.textContent||"").slice(0,40)}`).join("\n")));
await b.close();
