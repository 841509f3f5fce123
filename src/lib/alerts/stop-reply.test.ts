import { expect, it } from "vitest";
import { isStopReply } from "./stop-reply.ts";

it.each([
  ["STOP", true],
  ["stop", true],
  [" Stop alerts please", true],
  ["UNSUBSCRIBE", true],
  ["opt out", true],
  ["NO", true],
  ["don't stop", false],
  ["Is it still available?", false],
  ["stopped by yesterday", false],
])("%j is a stop reply: %s", (text, stops) => expect(isStopReply(text)).toBe(stops));
