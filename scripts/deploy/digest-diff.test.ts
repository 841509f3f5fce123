import { describe, expect, it } from "vitest";
import {
  bytesText,
  type DeployManifest,
  deployedName,
  planUpload,
  requiredUploads,
  uploadReport,
  uploadText,
} from "./digest-diff.ts";

const file = (sha1: string, size = 100) => ({ sha1, size });
const zip = (sha256: string, size = 1000) => ({ sha256, size });
const manifest = (
  files: DeployManifest["files"],
  functions: DeployManifest["functions"] = null,
  createdAt = "2026-11-25T02:31:00.000Z",
): DeployManifest => ({ createdAt, files, functions });

const last = manifest(
  { "index.html": file("a", 500), "cars/1/index.html": file("b", 300), "_astro/site.css": file("c", 2000) },
  { leads: zip("L", 5_000_000), "staff-me": zip("S", 4_000_000) },
);

describe("what Netlify asks for: digests the last deploy did not hold", () => {
  it("nothing changed: no file and no function is sent", () => {
    const plan = planUpload(last, last, "deploy");
    expect(plan.files).toMatchObject({
      total: 3,
      totalBytes: 2800,
      required: 0,
      upload: 0,
      uploadBytes: 0,
      deleted: 0,
    });
    expect(plan.functions).toMatchObject({ total: 2, upload: 0, uploadBytes: 0 });
    expect(uploadText(plan)).toBe("deploy: 0 files (unchanged); functions: 0 (unchanged)");
  });

  it("a changed page is sent, with its bytes; the rest is not", () => {
    const next = manifest({ ...last.files, "cars/1/index.html": file("b2", 310) }, last.functions);
    const plan = planUpload(next, last, "deploy");
    expect(plan.files).toMatchObject({ required: 1, upload: 1, uploadBytes: 310, deleted: 0 });
    expect(uploadText(plan)).toBe("deploy: 1 file, 310 B; functions: 0 (unchanged)");
  });

  it("a digest is held by contents, not by path: a moved file and a copy of a held file are not sent", () => {
    const next = manifest({
      "index.html": file("a", 500),
      "cars/2/index.html": file("b", 300),
      "copy.css": file("c", 2000),
    });
    const side = requiredUploads(next.files, last.files, (entry) => entry.sha1);
    expect(side).toMatchObject({ total: 3, required: 0, upload: 0, deleted: 2 });
  });

  it("new contents at two paths are one required digest but two uploads (the CLI sends every path)", () => {
    const next = manifest({ ...last.files, "a/index.html": file("new", 40), "b/index.html": file("new", 40) });
    const side = requiredUploads(next.files, last.files, (entry) => entry.sha1);
    expect(side).toMatchObject({ required: 1, upload: 2, uploadBytes: 80 });
  });

  it("a sold car's page gone is counted as removed and costs nothing", () => {
    const { "cars/1/index.html": _sold, ...rest } = last.files;
    const plan = planUpload(manifest(rest, last.functions), last, "deploy");
    expect(plan.files).toMatchObject({ upload: 0, uploadBytes: 0, deleted: 1 });
    expect(plan.files.examples).toEqual({ upload: [], deleted: ["cars/1/index.html"] });
    expect(uploadText(plan)).toBe("deploy: 0 files, 1 removed; functions: 0 (unchanged)");
  });

  it("a code release: every function whose zip changed is sent, by sha256", () => {
    const next = manifest(last.files, { leads: zip("L2", 5_100_000), "staff-me": zip("S", 4_000_000) });
    const plan = planUpload(next, last, "deploy");
    expect(plan.functions).toMatchObject({ total: 2, required: 1, upload: 1, uploadBytes: 5_100_000 });
    expect(uploadText(plan)).toBe("deploy: 0 files (unchanged); functions: 1 of 2, 5.1 MB");
  });

  it("without function zips the plan says so, and says nothing about functions", () => {
    const plan = planUpload(manifest(last.files), last, "plan");
    expect(plan.functions).toBeNull();
    expect(uploadText(plan)).toBe("deploy: 0 files (unchanged); functions: not bundled");
  });

  it("zips after a night without them are all sent", () => {
    const plan = planUpload(last, manifest(last.files), "plan");
    expect(plan.functions).toMatchObject({ upload: 2, uploadBytes: 9_000_000 });
  });

  it("with no earlier manifest everything is sent, and the line says why", () => {
    const plan = planUpload(last, undefined, "deploy");
    expect(plan.against).toBeNull();
    expect(plan.files).toMatchObject({ upload: 3, uploadBytes: 2800 });
    expect(uploadText(plan)).toBe("deploy: 3 files, 3 KB; functions: 2 of 2, 9.0 MB (no earlier manifest: everything)");
  });

  it("names what it compared with", () => {
    expect(planUpload(last, last, "plan").against).toEqual({ kind: "plan", at: last.createdAt });
  });

  it.each([
    [false, "deploy: 0 files (unchanged); functions: 0 (unchanged) (planned, not sent)"],
    [true, "deploy: 0 files (unchanged); functions: 0 (unchanged)"],
  ])("a plan not sent says so (sent: %s)", (sent, text) => {
    expect(uploadReport(planUpload(last, last, "plan"), sent).text).toBe(text);
  });
});

describe("the CLI's deploy filter, name by name", () => {
  it.each([
    ["index.html", true],
    ["_astro", true],
    [".well-known", true],
    [".image-hosts.json", false],
    [".DS_Store", false],
    ["__MACOSX", false],
    ["_headers", false],
    ["_redirects", false],
    ["node_modules", true],
  ])("%s is sent: %s", (name, sent) => {
    expect(deployedName(name)).toBe(sent);
  });
});

describe("bytes in a report line", () => {
  it.each([
    [0, "0 B"],
    [999, "999 B"],
    [41_200, "41 KB"],
    [3_240_000, "3.2 MB"],
    [656_000_000, "656.0 MB"],
    [1_250_000_000, "1.25 GB"],
  ])("%d bytes: %s", (bytes, text) => {
    expect(bytesText(bytes)).toBe(text);
  });
});
