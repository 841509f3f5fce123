import { describe, expect, it } from "vitest";
import { escapeLike, groupByShopper, inboxSearchTerms, shopperKey, spacedPhone } from "./inbox-search.ts";

describe("what the inbox search compares", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["+61 412 345 678", "0412345678"],
    ["(02) 9876-5432", "0298765432"],
    ["345678", "345678"],
  ])("%s reads as the phone %s", (query, phone) => {
    expect(inboxSearchTerms(query)?.phone).toBe(phone);
  });

  it.each(["Ada Walker", "ada@example.com", "ABC 123", "12345", "Ranger 2"])("%s is not a phone", (query) => {
    expect(inboxSearchTerms(query)?.phone).toBeNull();
  });

  it("keeps words lower-cased and single-spaced, codes upper-cased without spaces, and is bounded", () => {
    expect(inboxSearchTerms("  Ada   WALKER ")).toEqual({ text: "ada walker", phone: null, code: "ADAWALKER" });
    expect(inboxSearchTerms("abc-12 3")?.code).toBe("ABC123");
    expect(inboxSearchTerms("x".repeat(500))?.text).toHaveLength(80);
    expect(inboxSearchTerms("   ")).toBeNull();
  });

  it("takes LIKE's own characters literally", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});

describe("one shopper's leads together", () => {
  const lead = (id: string, phone: string | null, email: string | null) => ({ id, contact: { phone, email } });

  it("knows a shopper by phone, then email, else the lead alone", () => {
    expect(shopperKey(lead("1", "+61412345678", "a@x.com"))).toBe("phone:0412345678");
    expect(shopperKey(lead("1", null, " A@X.com "))).toBe("email:a@x.com");
    expect(shopperKey(lead("1", null, null))).toBe("lead:1");
    expect(shopperKey({ id: "9" })).toBe("lead:9");
  });

  it("gathers a shopper's enquiry, booking and deposit where their newest lead stood", () => {
    const groups = groupByShopper([
      lead("deposit", "0412345678", "ada@x.com"),
      lead("other", "0499000000", null),
      lead("booking", "0412 345 678", null),
      lead("enquiry", "0412345678", "ada@x.com"),
    ]);
    expect(groups.map((group) => [group.key, group.leads.map((one) => one.id)])).toEqual([
      ["phone:0412345678", ["deposit", "booking", "enquiry"]],
      ["phone:0499000000", ["other"]],
    ]);
  });
});

describe("a phone on the inbox row, as Australians say it", () => {
  it.each([
    ["0412345678", "0412 345 678"],
    ["+61298765432", "(02) 9876 5432"],
    ["1300123456", "1300 123 456"],
    ["12345", "12345"],
  ])("%s → %s", (phone, shown) => {
    expect(spacedPhone(phone)).toBe(shown);
  });
});
