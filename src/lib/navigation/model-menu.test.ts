import { describe, expect, it } from "vitest";
import { buildModelMenu } from "./model-menu.ts";

describe("buildModelMenu", () => {
  it("groups models by make, the dealer's brands first in its order, then the rest alphabetically", () => {
    const models = [
      { name: "Tucson", slug: "hyundai-tucson", make: "Hyundai" },
      { name: "Corolla", slug: "toyota-corolla", make: "Toyota" },
      { name: "Camry", slug: "toyota-camry", make: "Toyota" },
      { name: "Golf", slug: "vw-golf", make: "Volkswagen" },
      { name: "Ranger", slug: "ford-ranger", make: "Ford" },
    ];
    expect(buildModelMenu(models, ["toyota", "Hyundai"])).toEqual([
      {
        make: "Toyota",
        models: [
          { name: "Camry", href: "/toyota-camry" },
          { name: "Corolla", href: "/toyota-corolla" },
        ],
      },
      { make: "Hyundai", models: [{ name: "Tucson", href: "/hyundai-tucson" }] },
      { make: "Ford", models: [{ name: "Ranger", href: "/ford-ranger" }] },
      { make: "Volkswagen", models: [{ name: "Golf", href: "/vw-golf" }] },
    ]);
  });
});
