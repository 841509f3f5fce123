import { z } from "zod";
import { contentEditsSchema, offerEditSchema } from "../content/edits.ts";
import { tooManyPixelsMessage, UPLOAD_MAX_BYTES } from "../content/uploaded-image.ts";
import { defineContract } from "./contract.ts";

/** Editors' content in the console — a draft, published as numbered versions, any restorable. */

const versionSchema = z.object({
  version: z.int(),
  published_by: z.string(),
  published_at: z.string(),
  /** Changes against the version before it, not against the files. */
  changes: z.int(),
  restored_from: z.int().nullable(),
  /** What it holds, so that Restore can show what it would change before it publishes. */
  edits: contentEditsSchema,
});

const contentState = z.object({
  draft: contentEditsSchema,
  /** The draft differs from the live version: there is something to publish. */
  unpublished: z.boolean(),
  live: z.object({ version: z.int(), published_at: z.string().nullable() }),
  /** What the live version holds: the preview compares the draft with it. */
  live_edits: contentEditsSchema,
  /** Upcoming bookings the draft's hours would leave outside their yard's hours. */
  affected_bookings: z.array(
    z.object({ kind: z.enum(["testDrive", "service"]), location: z.string(), date: z.string(), time: z.string() }),
  ),
  versions: z.array(versionSchema),
  /**
   * The offers running or still to start (the feed's, with what the live version and the draft
   * wrote), to edit or end early, and those the draft ends; `as_written` is the offer in the
   * editor's form, ready to change.
   */
  offers: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      ends_at: z.string().nullable(),
      /** Its end as people write it, on the dealer's calendar: "ended", "ends today", "ends 15 December 2026". */
      ends_text: z.string().nullable(),
      /** From the dealer's feed (changes undo to it), or written in the console (removed outright). */
      from_feed: z.boolean(),
      as_written: offerEditSchema,
    }),
  ),
  locations: z.array(z.object({ id: z.string(), name: z.string(), departments: z.array(z.string()) })),
  /** The banner and hero the site shows without any editor's change (tenant.json). */
  settings: z.object({
    banner: z.object({ enabled: z.boolean(), text: z.string(), href: z.string() }),
    hero: z.object({ heading: z.string(), subheading: z.string().optional(), image: z.string().optional() }),
  }),
  /** The dealer's standard pages as the draft has them: the console's Markdown, else the file's, else the default. */
  pages: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      description: z.string().optional(),
      markdown: z.string(),
      source: z.enum(["console", "file", "default"]),
    }),
  ),
  /** The cars the draft comments on: what the console lists. */
  commented_cars: z.array(z.object({ id: z.string(), name: z.string(), stock_number: z.string().nullable() })),
  /** The image CDN's address for a photo at a given width ({url}, {width}), as the site's pages use it. */
  image_template: z.string(),
});
export type ContentState = z.output<typeof contentState>;

export const consoleContent = defineContract({
  path: "/api/console/content",
  methods: ["GET"],
  request: z.object({}),
  response: contentState,
  errors: {},
});

/** Saves the whole draft (the console edits it and sends it back); nothing shows on the site until published. */
export const consoleContentDraft = defineContract({
  path: "/api/console/content/draft",
  methods: ["POST"],
  request: z.object({ edits: contentEditsSchema }),
  // Offers' descriptions and terms, pages' Markdown, and comments on many cars.
  bodyLimit: 512 * 1024,
  response: contentState,
  errors: {
    unknown_item: {
      status: 422,
      message: "That offer, location, car or photo is not the dealer's. Please reload, or upload the photo again.",
    },
  },
});

/** Publishes the draft as the next version and rebuilds the site; the console watches for it to go live. */
export const consoleContentPublish = defineContract({
  path: "/api/console/content/publish",
  methods: ["POST"],
  request: z.object({}),
  response: contentState.extend({ published: z.int(), rebuild: z.enum(["requested", "off"]) }),
  errors: { nothing_to_publish: { status: 409, message: "There are no changes to publish." } },
});

/** Publishes an older version's content again, as the newest version; the site rebuilds. */
export const consoleContentRestore = defineContract({
  path: "/api/console/content/restore",
  methods: ["POST"],
  request: z.object({ version: z.coerce.number().int().min(1).max(1_000_000) }),
  response: contentState.extend({ published: z.int(), rebuild: z.enum(["requested", "off"]) }),
  errors: { not_found: { status: 404, message: "No such version." } },
});

/**
 * A photo for an offer or the hero, base64 in JSON (a function's request is at most 6 MB on
 * Netlify: the console shrinks bigger photos first). Kept in the upload store; answered with the
 * path it is served at, for the draft.
 */
export const consoleContentImage = defineContract({
  path: "/api/console/content/images",
  methods: ["POST"],
  request: z.strictObject({
    data: z.base64().max(Math.ceil(UPLOAD_MAX_BYTES / 3) * 4, "Please choose a photo under 4 MB."),
  }),
  response: z.object({ url: z.string() }),
  bodyLimit: Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 1024,
  errors: {
    not_an_image: { status: 415, message: "Please choose a JPEG, PNG or WebP photo." },
    too_large: { status: 413, message: "Please choose a photo under 4 MB." },
    // Answered with the photo's own width and height in the message.
    too_many_pixels: { status: 422, message: tooManyPixelsMessage() },
  },
  singleFieldMessage: true,
});
