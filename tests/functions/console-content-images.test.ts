import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import imageUploadFn from "../../functions/console-content-images.ts";
import { IMAGE_MAX_PIXELS } from "#lib/media/image-cdn-limits.ts";
import { forEachDatabase } from "./support/each-database.ts";
import { call, useFunctionEnv } from "./support/harness.ts";
import { consoleOrigin, newStaffEmail, signedInStaff } from "./support/staff.ts";

useFunctionEnv();

const TENANT = "two-yards";
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 52, b: 120 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

// Made once: a 9,000 × 9,000 PNG takes a couple of seconds, and is only about 250 KB.
let huge: Buffer;
let atTheLimit: Buffer;
beforeAll(async () => {
  [huge, atTheLimit] = await Promise.all([png(9000, 9000), png(10_000, IMAGE_MAX_PIXELS / 10_000)]);
}, 60_000);

forEachDatabase("an editor's photo and the image CDN's pixel limit", () => {
  let editor: string;
  beforeAll(async () => {
    editor = await signedInStaff(newStaffEmail("editor"), "editor", TENANT);
  });
  const upload = (bytes: Buffer) =>
    call(imageUploadFn, "/api/console/content/images", {
      slug: TENANT,
      cookie: editor,
      headers: { origin: consoleOrigin(TENANT) },
      body: { data: bytes.toString("base64") },
    });

  it("a 9,000 × 9,000 PNG of a few hundred KB is refused at upload, saying its size and the limit", async () => {
    expect(huge.length).toBeLessThan(1024 * 1024);
    expect(9000 * 9000).toBeGreaterThan(IMAGE_MAX_PIXELS);
    const refused = await upload(huge);
    expect(refused.status).toBe(422);
    expect(refused.json.error).toEqual({
      code: "too_many_pixels",
      message:
        "This photo is 9,000 × 9,000 pixels; photos can be at most 50 megapixels. Save it smaller and upload again.",
    });
  });

  it("a photo at the limit is taken", async () => {
    const answer = await upload(atTheLimit);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  });

  it("bytes that start like a PNG but have no readable header are not a photo", async () => {
    const fake = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from("not really a picture")]);
    const refused = await upload(fake);
    expect(refused.status).toBe(415);
    expect(refused.json.error.message).toBe("Please choose a JPEG, PNG or WebP photo.");
  });
});
