import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RedirectsHandler } from "@netlify/redirects";
import { afterAll, describe, expect, it } from "vitest";
import type { Car } from "#lib/feed/car.ts";
import { redirectRules } from "#lib/inventory/redirects.ts";
import { matchRedirect, parseRedirects } from "./netlify-rules.ts";

/**
 * The `_redirects` the build writes, matched by Netlify's own engine (@netlify/redirects, what
 * Netlify's CLI serves with) and by the local server's matcher: both must send a shopper to the
 * same place. This is where the print rule's placeholder inside the target's query
 * (`/print?car_id=:slug`) is proven to be filled in, which Netlify's docs do not spell out.
 */
const cars = [
  { slug: "2019-kia-rio-1", make: "Kia", model: "Rio", status: "sold" },
  { slug: "2024-ford-ranger-2", make: "Ford", model: "Ranger", status: "in_stock" },
  { slug: "2024-ford-puma-3", make: "Ford", model: "Puma", status: "in_stock" },
] as Car[];
const text = redirectRules(cars, (car) => car.status !== "sold", {
  route: "checkout",
  offers: (car) => car.model !== "Puma",
});

const dir = mkdtempSync(join(tmpdir(), "forecourt-netlify-engine-"));
writeFileSync(join(dir, "_redirects"), text);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const netlify = new RedirectsHandler({
  configRedirects: [],
  jwtRoleClaim: "",
  jwtSecret: "",
  projectDir: dir,
  publicDir: dir,
});
const ours = await parseRedirects(text);

async function netlifyAnswer(path: string) {
  const match = await netlify.match(new Request(`https://dealer.example.com${path}`));
  return match && { status: match.statusCode, location: match.targetRelative };
}

describe("the build's _redirects, as Netlify's engine and the local server match them", () => {
  it.each([
    ["/cars/2019-kia-rio-1", { status: 301, location: "/search/kia/rio" }],
    ["/cars/2024-ford-puma-3/print", { status: 301, location: "/print?car_id=2024-ford-puma-3" }],
    ["/cars/2024-ford-puma-3/print/", { status: 301, location: "/print?car_id=2024-ford-puma-3" }],
    ["/cars/2024-ford-ranger-2/checkout", { status: 200, location: "/cars/shell/checkout/" }],
  ])("%s", async (path, expected) => {
    expect(await netlifyAnswer(path)).toEqual(expected);
    const [pathname, query = ""] = path.split("?");
    expect(matchRedirect(ours, pathname!, new URLSearchParams(query))).toEqual(expected);
  });

  it("a car that does not offer Reserve has no checkout rewrite in either", async () => {
    expect(await netlifyAnswer("/cars/2024-ford-puma-3/checkout")).toBeUndefined();
    expect(matchRedirect(ours, "/cars/2024-ford-puma-3/checkout", new URLSearchParams())).toBeUndefined();
  });
});
