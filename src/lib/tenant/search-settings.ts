import { z } from "zod";

/** Search backend: the embedded in-browser index by default, or a Typesense cluster. */
export const searchSettingsSchema = z
  .discriminatedUnion("backend", [
    z.strictObject({
      backend: z.literal("embedded").describe("Search a static index in the browser; no server needed."),
    }),
    z.strictObject({
      backend: z.literal("typesense").describe("Search a Typesense cluster."),
      host: z.string().min(1).describe("Typesense host name, without protocol."),
      port: z.number().int().min(1).max(65535).default(443).describe("Typesense port."),
      protocol: z.enum(["https", "http"]).default("https").describe("Typesense protocol."),
      collection: z.string().min(1).describe("Collection alias the site searches (the indexer swaps versions behind it)."),
      searchOnlyApiKey: z.string().min(1).describe("Search-only API key scoped to this tenant's collection; never an admin key."),
    }),
  ])
  .default({ backend: "embedded" })
  .describe("Search backend.");

export type SearchSettings = z.output<typeof searchSettingsSchema>;
