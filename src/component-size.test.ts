import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A component a reader can hold in their head: at most 250 lines. A longer one is doing two jobs,
 * and the way out is to split off one of them (a form, a list, a card), not to squeeze lines.
 * Components' own tests are not components and are not counted.
 */
const MAX_LINES = 250;

function componentFiles(): string[] {
  return readdirSync("src/components", { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx|astro)$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name))
    .map((entry) => relative(".", join(entry.parentPath, entry.name)))
    .sort();
}

/** Each file over `max` lines, as "path: N lines". */
function overLong(files: { path: string; text: string }[], max = MAX_LINES): string[] {
  return files.flatMap(({ path, text }) => {
    const lines = text.replace(/\n$/, "").split("\n").length;
    return lines > max ? [`${path}: ${lines} lines`] : [];
  });
}

describe(`components stay at most ${MAX_LINES} lines`, () => {
  it("the check names a long file and passes a short one (so a pass means something)", () => {
    const long = { path: "src/components/Long.tsx", text: "x\n".repeat(MAX_LINES + 1) };
    const short = { path: "src/components/Short.astro", text: "x\n".repeat(MAX_LINES) };
    expect(overLong([long, short])).toEqual([`src/components/Long.tsx: ${MAX_LINES + 1} lines`]);
  });

  it("finds the components, .tsx and .astro", () => {
    const files = componentFiles();
    expect(files).toContain("src/components/console/LeadInbox.tsx");
    expect(files.some((file) => file.endsWith(".astro"))).toBe(true);
  });

  it("no component is longer", () => {
    const files = componentFiles().map((path) => ({ path, text: readFileSync(path, "utf8") }));
    expect(overLong(files)).toEqual([]);
  });
});
