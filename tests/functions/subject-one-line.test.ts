import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendWithPostmark } from "../../functions/_shared/providers/crm/postmark.ts";
import { postmarkEmailProvider } from "../../functions/_shared/providers/email/postmark.ts";
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
      tenant: "two-yards",
      to: "ada@example.com",
      from: "Two Yards <hello@twoyards.example>",
      subject: "Overdue: enquiry from Ada\n\u2028Cc: x\u0085 – Two Yards",
      text: "Hello",
      messageId: "m-1",
    });
    expect(subjectSent()).toBe("Overdue: enquiry from Ada Cc: x – Two Yards");
  });
});
