import { describe, expect, it } from "vitest";
import { classifyVisit, describeSource } from "./visit-source.ts";

const site = "bayside-ford.example";
const classOf = (landing: string, referrer?: string) => classifyVisit({ landing, referrer }, site).class;

describe("where a visit came from", () => {
  it("reads campaign tags and click ids from the landing page and keeps its path without the query", () => {
    const source = classifyVisit(
      {
        landing:
          "https://bayside-ford.example/cars/ranger-1/?utm_source=newsletter&utm_medium=email&utm_campaign=dec&x=1",
      },
      site,
    );
    expect(source).toEqual({
      class: "email",
      landing: "/cars/ranger-1/",
      utm: { utm_source: "newsletter", utm_medium: "email", utm_campaign: "dec" },
      clickIds: {},
    });
  });

  it.each([
    ["/?utm_source=forecourt&utm_medium=email&utm_campaign=alert", undefined, "alert-email"],
    ["/cars/a/?utm_source=google&utm_medium=vehicle_listings", "https://www.google.com/", "google-vehicle-listings"],
    ["/?gclid=abc", "https://www.google.com.au/", "google-ads"],
    ["/?utm_source=google&utm_medium=cpc", undefined, "google-ads"],
    ["/", "https://www.google.com.au/", "google-search"],
    ["/?fbclid=IwAR0", "https://l.facebook.com/", "meta"],
    ["/", "https://www.instagram.com/", "meta"],
    ["/?utm_source=carsales", undefined, "marketplace"],
    ["/", "https://www.carsales.com.au/", "marketplace"],
    ["/", "https://www.bing.com/", "other-search"],
    ["/", "https://forum.example.org/", "other-site"],
    ["/", "https://bayside-ford.example/search/", "direct"],
    ["/", undefined, "direct"],
  ])("%s from %s is %s", (landing, referrer, expected) => {
    expect(classOf(landing, referrer)).toBe(expected);
  });

  it("keeps the click ids for the dealer's conversion uploads, and the referring host", () => {
    const source = classifyVisit({ landing: "/?gclid=Cj0KCQ", referrer: "https://www.google.com/" }, site);
    expect(source.clickIds).toEqual({ gclid: "Cj0KCQ" });
    expect(source.referrer).toBe("www.google.com");
  });

  it("a landing page that is not a URL is a direct visit to /", () => {
    expect(classifyVisit({ landing: "http://[" }, site)).toMatchObject({ class: "direct", landing: "/" });
  });
});

describe("a lead's source in the console", () => {
  it("names the class, the campaign, the sender and the landing page", () => {
    const source = classifyVisit(
      {
        landing: "/cars/hilux/?utm_source=dealer-news&utm_medium=email&utm_campaign=dec",
        referrer: "https://mail.example/",
      },
      site,
    );
    expect(describeSource(source)).toBe(
      "Other emails (campaign dec, via dealer-news, from mail.example), landed on /cars/hilux/",
    );
    expect(describeSource(classifyVisit({ landing: "/" }, site))).toBe("Direct, landed on /");
  });
});
