import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

/** Our own `client:` directives (Astro custom client directives). */
export function clientDirectives(): AstroIntegration {
  return {
    name: "forecourt:client-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("../client-directives/interaction.ts", import.meta.url)),
        });
        addClientDirective({
          name: "stored",
          entrypoint: fileURLToPath(new URL("../client-directives/stored.ts", import.meta.url)),
        });
      },
    },
  };
}
