import { describe, expect, it } from "vitest";
import { searchHeading } from "./heading.ts";
import { searchRoutes } from "./routes.ts";

describe.each([
  [{}, "New, Used and Demo Cars"],
  [{ car_type: ["used"] }, "Used Cars"],
  [{ car_type: ["demo", "new"] }, "New and Demo Cars"],
  [{ car_type: ["used", "demo", "new"] }, "New, Used and Demo Cars"],
  [{ car_type: ["used", "demo"] }, "Used and Demo Cars"],
  [{ "make_model.lvl0": ["Toyota"] }, "Toyota Cars"],
  [{ "make_model.lvl0": ["Toyota", "Kia"] }, "New, Used and Demo Cars"],
  [
    { car_type: ["used"], "make_model.lvl0": ["Toyota"], "make_model.lvl1": ["Toyota > HiLux"] },
    "Used Toyota HiLux Cars",
  ],
  [{ location_name: ["Harbour City Toyota"] }, "Cars at Harbour City Toyota"],
  [{ car_type: ["new"], dealership_name: ["Harbour City Used Cars"] }, "New Cars at Harbour City Used Cars"],
])("the heading follows the search: %j", (refinements, heading) => {
  it(`is ${heading}`, () => expect(searchHeading(refinements, "cars")).toBe(heading));
});

describe("a state holding exactly a route's preset is headed as the route is", () => {
  const routes = searchRoutes([{ make: "Toyota", model: "Corolla" }], [{ slug: "bay", name: "Bay" }], {
    dealer: "Bay",
    plural: "cars",
  });
  it.each(routes.filter((route) => !route.path.includes("/")).map((route) => [route.path, route] as const))(
    "/search/%s",
    (_path, route) => expect(searchHeading(route.preset, "cars")).toBe(route.title),
  );
});
