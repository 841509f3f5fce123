import "astro";
import type { InteractionDirectiveValue } from "./interaction.ts";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the shopper's first interaction with the page (src/client-directives/interaction.ts). */
    "client:interaction"?: InteractionDirectiveValue | boolean;
    /** Hydrate once localStorage holds a non-empty list under this key (src/client-directives/stored.ts). */
    "client:stored"?: string;
  }
}
