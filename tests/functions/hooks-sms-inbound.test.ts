import { describe, expect, it } from "vitest";
import inboundFn from "../../functions/hooks-sms-inbound.ts";
import { call, SMS_INBOUND_KEY, useFunctionEnv } from "./support/harness.ts";

useFunctionEnv();

const inbound = (key: string) =>
  call(inboundFn, "/api/hooks/sms-inbound", {
    query: { key },
    raw: new URLSearchParams({ from: "+61433333333", body: "STOP", message_id: "m1" }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

describe("the SMS STOP hook's key", () => {
  // A wrong key must not tell its length: every wrong key gets the same 401, never a 500.
  it.each([
    ["of the right length with a multibyte character", `${SMS_INBOUND_KEY.slice(0, -1)}é`],
    ["of the right length, all multibyte", "é".repeat(SMS_INBOUND_KEY.length)],
    ["of the right length", `${SMS_INBOUND_KEY.slice(0, -1)}X`],
    ["shorter", SMS_INBOUND_KEY.slice(0, 8)],
    ["longer", `${SMS_INBOUND_KEY}0`],
  ])("a wrong key %s is refused with 401", async (_name, key) => {
    const answer = await inbound(key);
    expect(answer.status).toBe(401);
    expect(answer.json.error.code).toBe("unauthorized");
  });
});
