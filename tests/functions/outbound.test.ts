import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboundError, outbound, outboundOk } from "../../functions/_shared/platform/http/outbound.ts";
import { type Stub, sendJson, startStub } from "./support/stub-server.ts";

/** The one HTTP helper every outbound call uses, against a local server. */
let stub: Stub;
let dropNext = 0;
beforeAll(async () => {
  stub = await startStub((request, res) => {
    // No answer at all: the connection is cut, as a crashed or unreachable service looks.
    if (dropNext > 0 && dropNext--) return res.socket?.destroy();
    if (request.url === "/slow") return new Promise((done) => setTimeout(done, 500)).then(() => sendJson(res, 200, {}));
    sendJson(res, request.url === "/down" ? 503 : 200, { ok: true });
  });
});
afterAll(() => stub.close());

describe("outbound", () => {
  it("signs the body where asked, and reads the answer whatever its status", async () => {
    const body = '{"car":"701"}';
    const answer = await outbound({
      service: "Portal",
      url: `${stub.url}/down`,
      body,
      timeoutMs: 2000,
      signingSecret: "s",
    });
    expect(answer).toMatchObject({ status: 503, ok: false, text: '{"ok":true}' });
    expect(answer.json()).toEqual({ ok: true });
    const sent = stub.requests.at(-1)!;
    expect(sent.method).toBe("POST");
    expect(sent.headers["x-forecourt-signature"]).toBe(
      `sha256=${createHmac("sha256", "s").update(body).digest("hex")}`,
    );
  });

  it("names the service and the status when an answer is refused", async () => {
    const refused = outboundOk({ service: "Portal", url: `${stub.url}/down`, body: "{}", timeoutMs: 2000 });
    await expect(refused).rejects.toThrow('Portal answered 503: {"ok":true}');
    await expect(refused).rejects.toBeInstanceOf(OutboundError);
  });

  it("says a timeout in the caller's words and with its own error type", async () => {
    class PartnerError extends Error {}
    const call = { service: "Partner /slow", url: `${stub.url}/slow`, timeoutMs: 100 };
    await expect(outbound({ ...call, namesTimeouts: true })).rejects.toThrow("Partner /slow timed out after 100 ms");
    await expect(outbound({ ...call, error: (message) => new PartnerError(message) })).rejects.toBeInstanceOf(
      PartnerError,
    );
    await expect(outbound(call)).rejects.toThrow("Partner /slow unreachable: ");
  });

  it("retries after no answer only where a repeat cannot harm", async () => {
    const get = { service: "Reviews", url: `${stub.url}/reviews`, timeoutMs: 2000, retries: 1 };
    dropNext = 1;
    expect((await outbound(get)).status).toBe(200);
    const keyed = { ...get, body: "{}", headers: { "Idempotency-Key": "k" } };
    dropNext = 1;
    expect((await outbound(keyed)).status).toBe(200);
    dropNext = 1;
    await expect(outbound({ ...get, body: "{}" })).rejects.toMatchObject({ status: 0 });
    dropNext = 0;
  });
});
