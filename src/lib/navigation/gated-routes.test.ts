import { describe, expect, it } from "vitest";
import { GATED_ROUTES, gatedRouteOf, gatedRoutesOf, signInGateFor } from "./gated-routes.ts";

describe("§6 gated routes are decided in one place", () => {
  it.each([
    ["/cars/2021-kia-sportage-123/checkout", "checkout"],
    ["/cars/2021-ford-ranger-9/buy-online/", "checkout"],
    ["/checkout-journey", "checkout"],
    ["/personalised/finance", "personalised-finance"],
    ["/spin-to-win", "spin-to-win"],
    ["/online-payment", "online-payment"],
    ["/my-garage", "my-garage"],
    ["/trade-in", "trade-in"],
    ["/cars/trade-in", "trade-in"],
  ])("%s is the %s route", (path, route) => expect(gatedRouteOf(path)).toBe(route));

  it.each(["/", "/cars/2021-kia-sportage-123", "/finance", "/sell-my-car", "/checkout"])("%s is open", (path) =>
    expect(gatedRouteOf(path)).toBeUndefined(),
  );

  it("every gated route the tenant schema accepts has a page", () => {
    const paths = [
      "/cars/x/checkout",
      "/personalised/finance",
      "/spin-to-win",
      "/online-payment",
      "/my-garage",
      "/trade-in",
    ];
    expect(new Set(paths.map(gatedRouteOf))).toEqual(new Set(GATED_ROUTES));
  });

  it("gates a page only where the dealer lists its route", () => {
    expect(signInGateFor("/cars/x/checkout", ["checkout"])).toBe("checkout");
    expect(signInGateFor("/cars/x/checkout", ["my-garage"])).toBeUndefined();
    expect(signInGateFor("/my-garage", ["my-garage"])).toBe("garage");
  });
});

describe("reserving needs a verified phone on every dealer", () => {
  it.each([
    [{ gatedRoutes: [], reserveOnline: { enabled: true } }, ["checkout"]],
    [{ gatedRoutes: ["my-garage"], reserveOnline: { enabled: true } }, ["my-garage", "checkout"]],
    [{ gatedRoutes: ["checkout"], reserveOnline: { enabled: true } }, ["checkout"]],
    [{ gatedRoutes: [], reserveOnline: { enabled: false } }, []],
  ] as const)("%o gates %o", (features, expected) => {
    expect(gatedRoutesOf({ ...features, gatedRoutes: [...features.gatedRoutes] })).toEqual(expected);
  });
});
