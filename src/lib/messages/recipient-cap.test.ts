import { describe, expect, it } from "vitest";
import { normalisePhone as normalisedPhone } from "../forms/phone.ts";
import { normalisedEmail, recipientKey } from "./recipient-cap.ts";

describe("one cap per recipient: an address as the mailbox it reaches", () => {
  it.each([
    // Case, everywhere.
    ["Victim@Example.com", "victim@example.com"],
    ["  victim@example.com ", "victim@example.com"],
    // Gmail: '+tag' and dots ignored; googlemail.com is gmail.com.
    ["victim+1@gmail.com", "victim@gmail.com"],
    ["Vic.Tim+dealer.two@gmail.com", "victim@gmail.com"],
    ["v.i.c.t.i.m@googlemail.com", "victim@gmail.com"],
    // Outlook.com, Hotmail, Live, MSN: '+tag' ignored, dots kept.
    ["vic.tim+6@outlook.com", "vic.tim@outlook.com"],
    ["victim+ford@hotmail.com", "victim@hotmail.com"],
    ["victim+x@live.com.au", "victim@live.com.au"],
    ["victim+x@msn.com", "victim@msn.com"],
    // iCloud Mail.
    ["victim+cars@icloud.com", "victim@icloud.com"],
    ["victim+cars@me.com", "victim@me.com"],
    ["vic.tim+cars@mac.com", "vic.tim@mac.com"],
    // Fastmail: plus addressing, and subdomain addressing (tag@user.fastmail.com).
    ["victim+1@fastmail.com", "victim@fastmail.com"],
    ["anything@victim.fastmail.com", "victim@fastmail.com"],
    ["anything@victim.fastmail.fm", "victim@fastmail.fm"],
    // Yahoo: disposable addresses are basename-keyword; a '+' is not a tag there.
    ["base-dealer1@yahoo.com", "base@yahoo.com"],
    ["base-dealer1@yahoo.com.au", "base@yahoo.com.au"],
    ["first.last@yahoo.com", "first.last@yahoo.com"],
    // Any other domain: '+tag' is the common subaddress (Workspace, Exchange Online, Postfix); dots and '-' count.
    ["jo.smith+1@dealer.example", "jo.smith@dealer.example"],
    ["jo-smith@bigpond.com", "jo-smith@bigpond.com"],
    ["+tag@example.com", "+tag@example.com"],
    ["victim@gmail.com.", "victim@gmail.com"],
  ])("%s counts as %s", (address, key) => expect(normalisedEmail(address)).toBe(key));

  it("six plus-addressed copies of one Gmail address are one recipient", () => {
    const keys = new Set([1, 2, 3, 4, 5, 6].map((i) => recipientKey("email", `Victim+${i}@gmail.com`)));
    expect([...keys]).toEqual(["victim@gmail.com"]);
  });

  it.each([
    ["0412345678", "tel:0412345678"],
    ["+61 412 345 678", "tel:0412345678"],
    ["0412 345 678", "tel:0412345678"],
  ])("the phone %s counts as %s", (phone, key) => expect(recipientKey("sms", phone)).toBe(key));

  it("a phone is digits only", () => expect(normalisedPhone("(07) 3333 4444")).toBe("0733334444"));
});
