import { describe, expect, it } from "vitest";
import { tenantOfChange } from "./watch-tenants.ts";

// npm start rebuilds only the dealer whose tenant.json, feed/, content/ or public/ changed.
describe.each([
  ["bayside-ford/feed/cars.json", { slug: "bayside-ford", file: "feed/cars.json" }],
  ["bayside-ford/tenant.json", { slug: "bayside-ford", file: "tenant.json" }],
  ["outback-caravans/content/about-us.md", { slug: "outback-caravans", file: "content/about-us.md" }],
  ["outback-caravans/public/images/logo.svg", { slug: "outback-caravans", file: "public/images/logo.svg" }],
  ["tenant.schema.json", undefined],
  ["bayside-ford/notes.txt", undefined],
  ["bayside-ford/feed", undefined],
  ["bayside-ford/feed/.cars.json.swp", undefined],
  ["bayside-ford/feed/cars.json~", undefined],
])("a change to %s", (path, expected) => {
  it(expected ? `rebuilds ${expected.slug}` : "rebuilds nothing", () => expect(tenantOfChange(path)).toEqual(expected));
});
