import { readdirSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";

/**
 * A function file is named after its URL, so a reader finds `/api/console/appointments/update` in
 * `functions/console-appointments-update.ts`: the path without `/api/` and its `:params`, its slashes
 * (and a file extension's dot: `cars.csv`) as dashes. A scheduled job has no URL of its own and is
 * named `<area>-<what it does>`
 * (`outbox-retry`); operators call it by that name (`/.netlify/functions/<name>`), so it keeps it.
 */
const files = readdirSync("functions").filter((name) => name.endsWith(".ts"));

function firstPath(source: string): string | undefined {
  return /\bpath:\s*\[?\s*"([^"]+)"/.exec(source)?.[1];
}

it("every endpoint file is named after its URL", () => {
  const misnamed = files.flatMap((file) => {
    const path = firstPath(readFileSync(`functions/${file}`, "utf8"));
    if (!path) return [];
    const expected = path
      .replace(/^\/(api\/)?/, "")
      .split("/")
      .filter((part) => !part.startsWith(":"))
      .join("-")
      .replaceAll(".", "-");
    return `${expected}.ts` === file ? [] : [`${file} answers ${path}: name it ${expected}.ts`];
  });
  expect(misnamed).toEqual([]);
});

it("a scheduled job has a schedule and no URL", () => {
  const scheduled = files.filter((file) => /\bschedule:\s*"/.test(readFileSync(`functions/${file}`, "utf8")));
  expect(scheduled.length).toBeGreaterThan(0);
  for (const file of scheduled) expect(firstPath(readFileSync(`functions/${file}`, "utf8")), file).toBeUndefined();
});
