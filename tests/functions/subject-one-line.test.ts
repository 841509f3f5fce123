import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadEmail } from "../../functions/_shared/platform/providers/crm/email.ts";
import type { LeadPayload } from "../../functions/_shared/platform/providers/crm/lead-payload.ts";
import { sendWithPostmark } from "../../functions/_shared/platform/providers/crm/postmark.ts";
import { postmarkEmailProvider } from "../../functions/_shared/platform/providers/email/postmark.ts";
import { sendJson, startStub, type Stub } from "./support/stub-server.ts";

// A name typed with a line break ("Ada\r\nBcc: x") must reach no email header as two lines, whoever built the subject.
describe("a subject leaves for Postmark on one line", () => {
  let stub: Stub;
  beforeAll(async () => {
    stub = await startStub((_req, res) => sendJson(res, 200, { MessageID: "pm-1", ErrorCode: 0, Message: "OK" }));
  });
  afterAll(() => stub.close());
  const subjectSent = () => JSON.parse(stub.requests.at(-1)!.body).Subject;
  const options = () => ({ serverToken: "pm-token", baseUrl: stub.url });

  it("a lead email to the dealer", async () => {
    const email = { to: ["sales@dealer.example"], subject: "General Enquiry: Ada\r\nBcc: x Lovelace", text: "Hello" };
    await sendWithPostmark(email, "leads@dealer.example", "lead-1:email", options());
    expect(subjectSent()).toBe("General Enquiry: Ada Bcc: x Lovelace");
  });

  it("a message to a shopper or a member of staff", async () => {
    await postmarkEmailProvider(options()).send({
      slug: "two-yards",
      to: "ada@example.com",
      from: "Two Yards <hello@twoyards.example>",
      subject: "Overdue: enquiry from Ada\n\u2028Cc: x\u0085 – Two Yards",
      text: "Hello",
      messageId: "m-1",
    });
    expect(subjectSent()).toBe("Overdue: enquiry from Ada Cc: x – Two Yards");
  });
});

describe("the dealer's lead email builds its subject on one line", () => {
  it("whatever the shopper's name holds", () => {
    const lead: LeadPayload = {
      id: "L1",
      tenant: "two-yards",
      created_at: "2026-01-01T00:00:00.000Z",
      type: "General Enquiry",
      category: null,
      customer: {
        first_name: "Ada\r\nBcc: x",
        last_name: "Love\u2028lace",
        email: "ada@example.com",
        phone: null,
        postcode: null,
        opt_in: false,
      },
      comments: null,
      vehicle: { id: "501", year: 2023, make: "Toyota", model: "HiLux" },
      location_id: null,
      dealership_id: null,
      details: {},
      page_url: null,
      analytics: {},
    };
    const email = leadEmail(lead, ["sales@dealer.example"], "text", {
      vendorName: "Dealer",
      providerName: "Forecourt",
    });
    expect(email.subject).toBe("General Enquiry: Ada Bcc: x Love lace – 2023 Toyota HiLux");
  });
});
