import { uploadedImageName } from "#lib/content/uploaded-image.ts";
import { API_HEADERS } from "#lib/security/headers.ts";
import { tenantSlugOf } from "./_shared/platform/tenant.ts";
import { uploadStore } from "./_shared/uploads/store.ts";

export const config = { path: "/api/content/images/:name", method: ["GET", "HEAD"] };

const notFound = () =>
  new Response("Not found\n", {
    status: 404,
    headers: { ...API_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * An editor's uploaded photo, from the upload store of the dealer whose site asks (the
 * host decides). Named by its content hash, so it never changes: cached for a year. Pages ask for it
 * through the image CDN (`/.netlify/images?url=/api/content/images/…`), which resizes it.
 */
export default async (request: Request): Promise<Response> => {
  const name = uploadedImageName(new URL(request.url).pathname);
  if (!name) return notFound();
  let slug: string;
  try {
    slug = tenantSlugOf(request);
  } catch {
    return notFound();
  }
  const found = await uploadStore().get(`${slug}/${name}`);
  if (!found) return notFound();
  return new Response(request.method === "HEAD" ? null : (found.bytes as Uint8Array<ArrayBuffer>), {
    headers: {
      ...API_HEADERS,
      "Content-Type": found.contentType,
      "Content-Length": String(found.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
};
