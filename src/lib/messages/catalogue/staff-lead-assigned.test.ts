import { describe, expect, it } from "vitest";
import { staffLeadAssigned } from "./staff-lead-assigned.ts";

describe("the salesperson's 'this lead is yours'", () => {
  const facts = {
    leadId: "0b7c2f3e-1111-4222-8333-944445555666",
    dealer: "Bayside Ford",
    consoleOrigin: "https://bayside.example",
    formType: "Test Drive Booking",
    firstName: "Ada",
    car: "2026 Ford Everest Ambiente",
    due: "Thu 3 Dec, 10:37 am AEDT",
    by: "rule",
  };

  it("says who, about which car, by when, and links to the lead", () => {
    const message = staffLeadAssigned(facts);
    expect(message.email.subject).toBe("New lead for you: Test Drive Booking from Ada – Bayside Ford");
    expect(message.email.text).toBe(
      [
        "Bayside Ford has given you a Test Drive Booking from Ada about the 2026 Ford Everest Ambiente.",
        "We promised an answer by Thu 3 Dec, 10:37 am AEDT.",
        "",
        "Open it: https://bayside.example/console/?lead=0b7c2f3e-1111-4222-8333-944445555666",
      ].join("\n"),
    );
    expect(message.push).toEqual({
      title: "New lead: Test Drive Booking from Ada",
      body: "2026 Ford Everest Ambiente · Answer by Thu 3 Dec, 10:37 am AEDT",
      url: "/console/?lead=0b7c2f3e-1111-4222-8333-944445555666",
      tag: "lead-0b7c2f3e-1111-4222-8333-944445555666",
    });
  });

  it("names the colleague who handed it over, and keeps a name's line breaks out of the subject", () => {
    const message = staffLeadAssigned({
      ...facts,
      by: "sam@bayside.example",
      firstName: "Ada\r\nBcc: x",
      car: null,
      due: null,
    });
    expect(message.email.subject).not.toMatch(/[\r\n]/);
    expect(message.email.text.split("\n")[0]).toMatch(
      /^sam@bayside\.example has given you a Test Drive Booking from Ada/,
    );
    expect(message.push.body).toBe("");
  });
});
