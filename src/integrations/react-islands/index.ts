import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import type { AstroIntegration } from "astro";

/** @astrojs/react with our server renderer (./server.ts: renderToString, no probe render). */
export function reactIslands(): AstroIntegration {
  const stock = react();
  const setup = stock.hooks["astro:config:setup"];
  return {
    ...stock,
    hooks: {
      ...stock.hooks,
      "astro:config:setup": (options) =>
        setup?.({
          ...options,
          addRenderer: (renderer) =>
            options.addRenderer({
              ...renderer,
              serverEntrypoint: fileURLToPath(new URL("./server.ts", import.meta.url)),
            }),
        }),
    },
  };
}
