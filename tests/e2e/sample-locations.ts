import { readFileSync } from "node:fs";
import type { BlogPost } from "#lib/feed/blog.ts";
import type { Location } from "#lib/feed/location.ts";
import { validateRecords } from "#lib/feed/validate.ts";
import type { SampleTenant } from "./sample-data.ts";

/** A sample dealer's locations and blog posts as the site sees them (validated like the build). */
export function sampleLocations(slug: SampleTenant): Location[] {
  return validateRecords(slug, "locations", JSON.parse(readFileSync(`tenants/${slug}/feed/locations.json`, "utf8")))
    .records as Location[];
}

export function sampleBlog(slug: SampleTenant): BlogPost[] {
  return validateRecords(slug, "blog", JSON.parse(readFileSync(`tenants/${slug}/feed/blog.json`, "utf8")))
    .records as BlogPost[];
}

export function primaryLocation(slug: SampleTenant): Location {
  const locations = sampleLocations(slug);
  return locations.find((location) => location.primary) ?? locations[0]!;
}

/** A URL Node can reach (it may not resolve *.localhost) with the tenant named in a header, for request.get. */
export function directRequest(slug: SampleTenant, path: string): [string, { headers: Record<string, string> }] {
  return [`http://127.0.0.1:${process.env.E2E_PORT ?? 4399}${path}`, { headers: { "x-forecourt-tenant": slug } }];
}
