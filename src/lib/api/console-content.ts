import { z } from "zod";
import { contentEditsSchema } from "../content/edits.ts";
import { defineContract } from "./contract.ts";

/** Issue 38: editors' content in the console — a draft, published as numbered versions, any restorable. */

const versionSchema = z.object({
  version: z.int(),
  published_by: z.string(),
  published_at: z.string(),
  changes: z.int(),
  restored_from: z.int().nullable(),
});

const contentState = z.object({
  draft: contentEditsSchema,
  /** The draft differs from the live version: there is something to publish. */
  unpublished: z.boolean(),
  live: z.object({ version: z.int(), published_at: z.string().nullable() }),
  versions: z.array(versionSchema),
  /** The offers running now (with the live version applied), to end early, and those the draft ends. */
  offers: z.array(z.object({ id: z.string(), title: z.string(), ends_at: z.string().nullable() })),
  locations: z.array(z.object({ id: z.string(), name: z.string(), departments: z.array(z.string()) })),
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
  response: contentState,
  errors: {
    unknown_item: { status: 422, message: "That offer or location is not in the dealer's feed. Please reload." },
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
