import { describe, expect, it } from "vitest";
import {
  ALREADY_SPUN,
  drawPrizeIndex,
  REDEMPTION_ALPHABET,
  REDEMPTION_CODE_PATTERN,
  redemptionCode,
  spinResultText,
} from "./draw.ts";

/** A seeded sequence in [0, 1) (mulberry32), so the many-draws tests are repeatable. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const w = (...weights: number[]) => weights.map((weight) => ({ weight }));

describe.each([
  ["the first share starts at 0", w(1, 1), 0, 0],
  ["just below a boundary stays in the first share", w(1, 1), 0.4999, 0],
  ["a boundary belongs to the next share", w(1, 1), 0.5, 1],
  ["the top of [0, 1) is the last prize", w(1, 1), 0.999999, 1],
  ["weights are shares: 1 of 4", w(1, 3), 0.24, 0],
  ["weights are shares: 3 of 4", w(1, 3), 0.25, 1],
  ["a heavy middle prize", w(1, 8, 1), 0.5, 1],
  ["the last of three", w(1, 8, 1), 0.95, 2],
  ["a single prize always wins", w(5), 0.7, 0],
])("spin to win's weighted draw: %s", (_rule, prizes, random, expected) => {
  it(`picks prize ${expected}`, () => expect(drawPrizeIndex(prizes, random)).toBe(expected));
});

describe("spin to win's weighted draw: edge cases", () => {
  it.each([[-0.1], [1], [Number.NaN], [2]])("refuses a random number outside [0, 1): %s", (random) =>
    expect(() => drawPrizeIndex(w(1, 1), random)).toThrow(/\[0, 1\)/),
  );
  it("refuses an empty list and a weight that is not positive", () => {
    expect(() => drawPrizeIndex([], 0.5)).toThrow(/no prizes/);
    expect(() => drawPrizeIndex(w(1, 0), 0.5)).toThrow(/positive/);
  });
});

describe.each([
  ["equal weights", [1, 1, 1, 1]],
  ["a dealer's campaign (20/10/15/5/50)", [20, 10, 15, 5, 50]],
  ["one rare prize", [1, 99]],
])("spin to win: weights are honoured over many draws: %s", (_name, weights) => {
  it("each prize comes up in proportion to its weight (within 1.5 points over 100,000 draws)", () => {
    const random = seeded(20260101);
    const counts = weights.map(() => 0);
    const draws = 100_000;
    for (let i = 0; i < draws; i++) counts[drawPrizeIndex(w(...weights), random())]!++;
    const total = weights.reduce((a, b) => a + b, 0);
    weights.forEach((weight, index) => {
      expect(Math.abs(counts[index]! / draws - weight / total), `prize ${index}`).toBeLessThan(0.015);
    });
  });
});

describe("spin to win: redemption code", () => {
  it("is SPIN-XXXX-XXXX from the unambiguous alphabet", () => {
    const random = seeded(7);
    for (let i = 0; i < 1000; i++) expect(redemptionCode(random)).toMatch(REDEMPTION_CODE_PATTERN);
  });
  it("never uses letters and digits that are read wrongly", () => {
    for (const confusable of ["0", "O", "1", "I", "L"]) expect(REDEMPTION_ALPHABET).not.toContain(confusable);
  });
  it.each([
    [0, "SPIN-AAAA-AAAA"],
    [0.999999, "SPIN-9999-9999"],
  ])("maps the ends of [0, 1) to the ends of the alphabet (%s → %s)", (value, code) =>
    expect(redemptionCode(() => value)).toBe(code),
  );
  it("differs between draws (no repeat in 10,000 seeded codes)", () => {
    const random = seeded(99);
    const codes = new Set(Array.from({ length: 10_000 }, () => redemptionCode(random)));
    expect(codes.size).toBe(10_000);
  });
  it("refuses a random source outside [0, 1)", () => expect(() => redemptionCode(() => 1)).toThrow(/\[0, 1\)/));
});

describe.each([
  [
    "a prize",
    { label: "$50 fuel card", noPrize: false, code: "SPIN-ABCD-EFGH" },
    "You won: $50 fuel card. Your code: SPIN-ABCD-EFGH. Show this code at the dealership to claim your prize.",
  ],
  [
    "no prize",
    { label: "Better luck next time", noPrize: true, code: null },
    "Better luck next time. No prize this time, thanks for playing.",
  ],
])("spin to win: result text: %s", (_name, result, text) => {
  it("says what was won and how to claim it", () => expect(spinResultText(result)).toBe(text));
});

it("spin to win: refusal of a second spin is plain", () =>
  expect(ALREADY_SPUN).toBe("You've already spun the wheel for this promotion."));
