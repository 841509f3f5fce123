import { describe, expect, it } from "vitest";
import { describeSearch, savedSearchOf } from "./saved-search.ts";

describe("savedSearchOf", () => {
  it("keeps the search's own parameters in a fixed order, without page or sort", () => {
    expect(savedSearchOf("?price=:35000&make=Toyota&page=3&sortBy=price:asc&model=RAV4")).toBe(
      "?make=Toyota&model=RAV4&price=%3A35000",
    );
    expect(savedSearchOf("model=RAV4&make=Toyota&price=:35000")).toBe(
      savedSearchOf("?make=Toyota&model=RAV4&price=:35000"),
    );
  });

  it("drops unknown and empty parameters; nothing searched is no saved search", () => {
    expect(savedSearchOf("?utm_source=x&price=:&query=")).toBeUndefined();
    expect(savedSearchOf("")).toBeUndefined();
    expect(savedSearchOf("?query=ute&evil=1")).toBe("?query=ute");
  });

  it("refuses a search too long to be real", () => {
    expect(savedSearchOf(`?query=${"a".repeat(700)}`)).toBeUndefined();
  });
});

const known = {
  car_type: ["demo", "new", "used"],
  "make_model.lvl0": ["Mazda", "Toyota"],
  "make_model.lvl1": ["Mazda > CX-5", "Toyota > HiLux", "Toyota > RAV4"],
  body: ["SUV", "Ute"],
  seats: ["5", "7"],
  location_name: ["Parramatta"],
};

describe("describeSearch: a saved search by its filters, as the search page names them", () => {
  it.each([
    ["?make=Toyota&model=Toyota > RAV4&price=20000%3A70000", "Toyota RAV4 · $20,000–$70,000"],
    ["?car_type=used&body=SUV&price=%3A35000", "Used · SUV · up to $35,000"],
    ["?make=toyota&body=suv", "Toyota · SUV"],
    ["?year=2018%3A&km=%3A50000", "up to 50,000 km · from 2018"],
    ["?km=10000%3A50000&year=2018%3A2022", "10,000–50,000 km · 2018–2022"],
    ["?seats=7&location_name=Parramatta", "7 seats · at Parramatta"],
    ["?make=Mazda&make=Toyota&price=25000%3A", "Mazda · Toyota · from $25,000"],
  ])("%s reads %j", (search, words) => expect(describeSearch(search, { known })).toBe(words));

  it("never repeats what a stranger typed to an address that has not confirmed it", () => {
    const phishing = "URGENT: your Bayside Ford account is locked, call 0400 000 000 or visit evil.example/verify";
    for (const search of [
      `?query=${encodeURIComponent(phishing)}`,
      `?make=${encodeURIComponent(phishing)}`,
      `?body=${encodeURIComponent(phishing)}&tag=${encodeURIComponent(phishing)}`,
      `?price=${encodeURIComponent(phishing)}`,
    ]) {
      const words = describeSearch(search, { known });
      expect(words).not.toMatch(/URGENT|evil|0400/);
    }
    expect(describeSearch(`?make=Toyota&query=${encodeURIComponent(phishing)}`, { known })).toBe(
      "Toyota · with your search words",
    );
    expect(describeSearch(`?make=Toyota&colour=${encodeURIComponent(phishing)}`, { known })).toBe(
      "Toyota · with your other filters",
    );
  });

  it("in the shopper's own list, names every filter and quotes the search words", () => {
    expect(describeSearch("?make=Toyota&model=Toyota > RAV4&price=%3A35000&query=hybrid")).toBe(
      "Toyota RAV4 · up to $35,000 · “hybrid”",
    );
  });

  it("says prices in the dealer's currency", () => {
    expect(describeSearch("?price=20000%3A70000", { known, currency: "USD" })).toMatch(/^USD\s20,000–USD\s70,000$/);
  });
});
