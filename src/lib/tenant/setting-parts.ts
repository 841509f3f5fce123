import { z } from "zod";

/**
 * Pieces every settings section shares. Secrets are never written in tenant.json: a setting names
 * the environment variable that holds one.
 */
export const envName = (example: string) =>
  z.string().regex(/^[A-Z][A-Z0-9_]*$/, `must be an environment variable name such as ${example}`);

/** A destination's name: part of each delivery's idempotency key. */
export const destinationName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, "must be lowercase letters, digits and hyphens");

/** Where an HTTP destination POSTs: an address, or the variable holding one that carries a token. */
export const httpTarget = (env: z.ZodString) => ({
  url: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe("Address to POST to, when it holds no secret."),
  urlEnv: env.optional().describe("Environment variable holding the address (when the address contains a token)."),
});

/** Exactly one of url and urlEnv (`.refine(hasUrl, urlMessage)`), reported on url. */
export const hasUrl = (d: { url?: string; urlEnv?: string }) => Boolean(d.url) !== Boolean(d.urlEnv);
export const urlMessage = { message: "give exactly one of url or urlEnv", path: ["url"] };
