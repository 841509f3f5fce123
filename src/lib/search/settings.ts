import { z } from "zod";
import { PROMO_TILE_POSITION } from "./promo-tile.ts";

/** Spec-free default: inventories above this many searchable cars search in a Web Worker. */
const DEFAULT_WORKER_THRESHOLD = 3000;

const typesenseNodeSchema = z.strictObject({
  host: z.string().min(1).describe("Typesense node host name, without protocol (e.g. xyz-1.a1.typesense.net)."),
  port: z.number().int().min(1).max(65535).default(443).describe("Typesense node port."),
  protocol: z.enum(["https", "http"]).default("https").describe("Typesense node protocol."),
  path: z.string().default("").describe("Path prefix when the node sits behind a proxy; usually empty."),
});

const typesenseSettingsSchema = z
  .strictObject({
    nodes: z
      .array(typesenseNodeSchema)
      .min(1)
      .describe("The cluster's nodes (one, or three for a highly available cluster)."),
    collection: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]*$/, "must be lower-case letters, digits, '-' or '_'")
      .describe(
        "Collection alias this tenant searches; `npm run search:index` creates versioned collections <alias>_<timestamp> behind it.",
      ),
    searchKeyEnv: z
      .string()
      .regex(/^[A-Z_][A-Z0-9_]*$/, "must be an environment variable name such as TYPESENSE_SEARCH_ONLY_API_KEY")
      .default("TYPESENSE_SEARCH_ONLY_API_KEY")
      .describe(
        "Build environment variable holding this tenant's scoped search-only key (printed by `npm run search:index`). The key itself never goes in tenant.json; a build without it fails this tenant.",
      ),
  })
  .describe("A Typesense cluster to search instead of the embedded index.");

/** Search backend: the embedded in-browser index by default, or a Typesense cluster. */
export const searchSettingsSchema = z
  .strictObject({
    typesense: typesenseSettingsSchema.optional(),
    workerThreshold: z
      .number()
      .int()
      .min(0)
      .default(DEFAULT_WORKER_THRESHOLD)
      .describe(
        "Embedded search only: with more searchable cars than this, the engine runs in a Web Worker so filtering never blocks the page (0: always).",
      ),
  })
  .prefault({})
  .describe("Search backend: the embedded in-browser index unless `typesense` names a cluster.");

export type SearchSettings = z.output<typeof searchSettingsSchema>;
type TypesenseSettings = z.output<typeof typesenseSettingsSchema>;

/** The promo tile among search results (tenant.json `features.promoTile`); its content comes from the promos feed. */
export const promoTileSettingsSchema = z
  .strictObject({
    enabled: z.boolean().default(false).describe("Show a promo tile among search results."),
    position: z
      .number()
      .int()
      .min(1)
      .max(21)
      .default(PROMO_TILE_POSITION)
      .describe("1-based position of the promo tile in a results page (spec §9: 8)."),
  })
  .prefault({})
  .describe("Promo tile in search results (content from the promos feed).");

export type PromoTileSettings = z.output<typeof promoTileSettingsSchema>;

/** The first configured node as a URL, unless TYPESENSE_URL points somewhere else (a local server, a test cluster). */
export function typesenseClusterUrl(settings: TypesenseSettings, env: Record<string, string | undefined>): string {
  if (env.TYPESENSE_URL) return env.TYPESENSE_URL;
  const node = settings.nodes[0]!;
  return `${node.protocol}://${node.host}:${node.port}${node.path}`;
}
