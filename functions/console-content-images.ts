import { createHash } from "node:crypto";
import { consoleContentImage } from "#lib/api/console-content.ts";
import {
  fitsImageCdn,
  IMAGE_TYPES,
  imageKindOf,
  tooManyPixelsMessage,
  UPLOAD_MAX_BYTES,
  UPLOADED_IMAGE_PREFIX,
} from "#lib/content/uploaded-image.ts";
import { clientIp } from "./_shared/platform/http/client-address.ts";
import { hitRateLimit } from "./_shared/platform/auth/rate-limit.ts";
import { getDb } from "./_shared/platform/db/client.ts";
import { defineFunction } from "./_shared/entry/define-function.ts";
import { HttpError, tooMany } from "./_shared/platform/http/errors.ts";
import { audit } from "./_shared/staff/audit.ts";
import { requireStaff } from "./_shared/staff/session.ts";
import { imageDimensions } from "./_shared/uploads/dimensions.ts";
import { uploadStore } from "./_shared/uploads/store.ts";

export const config = { path: "/api/console/content/images", method: ["POST"] };

/** Photos one editor may upload an hour: a busy afternoon's offers, not a way to fill the store. */
const UPLOADS_PER_EDITOR = { max: 60, windowSeconds: 60 * 60 };

/**
 * An editor's photo for an offer or the hero, kept in the upload store under the dealer
 * and its content hash (the same photo twice is one object) and served by content-images.ts.
 */
export default defineFunction(consoleContentImage, async ({ data }, call) => {
  const { staff } = await requireStaff(call, "content.edit");
  const db = await getDb();
  const limit = await hitRateLimit(db, call.slug, `content-upload:${staff.id}`, UPLOADS_PER_EDITOR);
  if (!limit.ok) throw tooMany(limit.retryAfterSeconds);
  const bytes = Buffer.from(data, "base64");
  const kind = imageKindOf(bytes);
  if (!kind) throw call.fail("not_an_image");
  if (bytes.length > UPLOAD_MAX_BYTES) throw call.fail("too_large");
  // Refused now, not when the image CDN refuses to resize it on the live site.
  const size = await imageDimensions(bytes);
  if (!size) throw call.fail("not_an_image");
  if (!fitsImageCdn(size.width, size.height)) {
    const { status } = consoleContentImage.errors.too_many_pixels;
    throw new HttpError(status, "too_many_pixels", tooManyPixelsMessage(size));
  }
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${kind}`;
  await uploadStore().put(`${call.slug}/${name}`, { bytes, contentType: IMAGE_TYPES[kind] });
  await audit(db, {
    slug: call.slug,
    actor: staff.email,
    action: "content.upload",
    subject: name,
    after: { bytes: bytes.length, width: size.width, height: size.height },
    ip: clientIp(call.request, call.context),
  });
  return { url: `${UPLOADED_IMAGE_PREFIX}${name}` };
});
