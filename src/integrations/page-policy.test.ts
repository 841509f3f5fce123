import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pageScriptHashes } from "./page-policy.ts";

const meta = (hashes: string[]) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${hashes.map((hash) => `'${hash}'`).join(" ")}; style-src 'self'">`;

async function page(html: string) {
  const file = join(await mkdtemp(join(tmpdir(), "page-policy-")), "index.html");
  await writeFile(file, html);
  return file;
}

describe("a built page's script hashes", () => {
  it("are read from the policy at the top of the page, however long the page", async () => {
    const body = "<p>car</p>".repeat(20_000);
    const file = await page(
      `<!doctype html><html><head>${meta(["sha256-AAA=", "sha256-BBB="])}</head><body>${body}</body></html>`,
    );
    expect(await pageScriptHashes(file)).toEqual(["sha256-AAA=", "sha256-BBB="]);
  });

  it("are found when the policy comes after a head longer than the part read first", async () => {
    const styles = `<style>${"a{color:red}".repeat(5_000)}</style>`;
    const file = await page(`<html><head>${styles}${meta(["sha256-LATE="])}</head><body></body></html>`);
    expect(await pageScriptHashes(file)).toEqual(["sha256-LATE="]);
  });

  it("are found when the policy straddles the end of the part read first", async () => {
    const hashes = Array.from({ length: 400 }, (_, index) => `sha256-${String(index).padStart(43, "x")}=`);
    const padding = `<title>${"t".repeat(32 * 1024 - 200)}</title>`;
    const file = await page(`<html><head>${padding}${meta(hashes)}</head></html>`);
    expect(await pageScriptHashes(file)).toEqual(hashes);
  });

  it("are none for a page without a policy", async () => {
    expect(await pageScriptHashes(await page("<html><body>redirect</body></html>"))).toEqual([]);
  });
});
