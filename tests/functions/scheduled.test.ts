import { readdirSync } from "node:fs";
import { expect, it } from "vitest";

/** Every scheduled function (one with `config.schedule`) is made with defineScheduled. */
it("every scheduled function shares defineScheduled's preamble", async () => {
  const scheduled: string[] = [];
  for (const file of readdirSync("functions").filter((name) => name.endsWith(".ts"))) {
    const entry = (await import(/* @vite-ignore */ `../../functions/${file}`)) as {
      config?: { schedule?: string };
      default: { scheduled?: true };
    };
    if (!entry.config?.schedule) continue;
    scheduled.push(file);
    expect(entry.default.scheduled, file).toBe(true);
  }
  expect(scheduled).toEqual([
    "alerts-run.ts",
    "appointments-remind.ts",
    "insights-weekly-summary.ts",
    "outbox-retry.ts",
    "reservations-expire.ts",
  ]);
});
