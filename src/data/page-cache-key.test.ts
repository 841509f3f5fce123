import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { codeDigest } from "./page-cache-key.ts";

describe("the code in every page's cache key", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  const project = () => {
    const root = mkdtempSync(join(tmpdir(), "code-digest-"));
    roots.push(root);
    mkdirSync(join(root, "src/components"), { recursive: true });
    writeFileSync(join(root, "src/components/Island.tsx"), "export default () => 1;");
    writeFileSync(join(root, "src/components/Island.test.tsx"), "test");
    writeFileSync(join(root, "package-lock.json"), "{}");
    return root;
  };

  it("changes when an island's code, a new file or the packages change", () => {
    const root = project();
    const before = codeDigest(root);
    expect(codeDigest(root)).toBe(before);
    writeFileSync(join(root, "src/components/Island.tsx"), "export default () => 2;");
    const edited = codeDigest(root);
    expect(edited).not.toBe(before);
    writeFileSync(join(root, "src/components/Other.ts"), "export const x = 1;");
    const added = codeDigest(root);
    expect(added).not.toBe(edited);
    writeFileSync(join(root, "package-lock.json"), '{"lockfileVersion":3}');
    expect(codeDigest(root)).not.toBe(added);
  });

  it("not when only a test changes", () => {
    const root = project();
    const before = codeDigest(root);
    writeFileSync(join(root, "src/components/Island.test.tsx"), "another test");
    expect(codeDigest(root)).toBe(before);
  });
});
