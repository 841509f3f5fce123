import { describe, expect, it } from "vitest";
import { parseCookieHeader, serializeCookie } from "./cookies.ts";
import { matchesIfNoneMatch, negotiateEncoding } from "./response-headers.ts";
import { decodeUrlPath, joinInside } from "./safe-path.ts";
import { tenantFromHost } from "./tenants.ts";

describe("tenantFromHost", () => {
  it.each([
    ["harbour-city.localhost:8888", "harbour-city"],
    ["Harbour-City.localhost", "harbour-city"],
    ["localhost:8888", null],
    ["127.0.0.1:8888", null],
    ["a.b.localhost", null],
    [undefined, null],
  ])("%s → %s", (host, slug) => expect(tenantFromHost(host)).toBe(slug));
});

describe("negotiateEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["*", "br"],
    ["identity", null],
    [undefined, null],
  ])("%s → %s", (header, expected) => expect(negotiateEncoding(header)).toBe(expected));
});

describe("matchesIfNoneMatch", () => {
  it.each([
    ['W/"1-2"', 'W/"1-2"', true],
    ['"1-2"', 'W/"1-2"', true],
    ['"x", W/"1-2"', 'W/"1-2"', true],
    ["*", 'W/"1-2"', true],
    ['"1-3"', 'W/"1-2"', false],
    [undefined, 'W/"1-2"', false],
  ])("%s vs %s → %s", (header, etag, expected) => expect(matchesIfNoneMatch(header, etag)).toBe(expected));
});

describe("safe paths", () => {
  it("normalises .. and refuses what it cannot decode safely", () => {
    expect(decodeUrlPath("/%2e%2e/x")).toEqual({ ok: true, path: "/x" });
    expect(decodeUrlPath("/cars/a/")).toEqual({ ok: true, path: "/cars/a/" });
    expect(decodeUrlPath("/%E0%A4%A")).toEqual({ ok: false });
    expect(decodeUrlPath("/a%00b")).toEqual({ ok: false });
    expect(decodeUrlPath("/a%5cb")).toEqual({ ok: false });
    expect(joinInside("/srv/t", "/cars/a/index.html")).toBe("/srv/t/cars/a/index.html");
    expect(joinInside("/srv/t", "/../etc/passwd")).toBeNull();
    expect(joinInside("/srv/t", "/../t-other/x")).toBeNull();
  });
});

describe("cookies", () => {
  it("parses the first value of each name", () => {
    expect(parseCookieHeader("a=1; b=2; a=3")).toEqual(
      new Map([
        ["a", "1"],
        ["b", "2"],
      ]),
    );
  });

  it("serialises every Netlify cookie field", () => {
    const expires = new Date(Date.UTC(2030, 0, 1));
    expect(
      serializeCookie({
        name: "s",
        value: "v",
        expires,
        maxAge: 60,
        domain: "x.localhost",
        path: "/",
        secure: true,
        httpOnly: true,
        sameSite: "Strict",
        unparsed: ["Partitioned"],
      }),
    ).toBe(
      "s=v; Expires=Tue, 01 Jan 2030 00:00:00 GMT; Max-Age=60; Domain=x.localhost; Path=/; Secure; HttpOnly; SameSite=Strict; Partitioned",
    );
  });

  it("refuses values that would break the header", () => {
    expect(() => serializeCookie({ name: "a;b", value: "1" })).toThrow(TypeError);
    expect(() => serializeCookie({ name: "a", value: "1; Domain=evil" })).toThrow(TypeError);
  });
});
