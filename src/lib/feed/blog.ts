import { z } from "zod";
import { identifier, optionalDate, optionalLink, optionalText, requiredText } from "./coerce.ts";

/**
 * A blog post (spec §2 blog cards, /blog/vehicle-reviews). The card links to `url` when the post
 * lives elsewhere, else to the post's own page built from `content` (HTML, sanitised).
 */
export const blogPostSchema = z.object({
  id: identifier(),
  slug: requiredText().pipe(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "must be lowercase letters, digits and hyphens")),
  title: requiredText(),
  excerpt: optionalText(),
  content: optionalText(),
  image: optionalText(),
  author: optionalText(),
  category: optionalText(),
  published_at: optionalDate(),
  url: optionalLink(),
});

export type BlogPost = z.output<typeof blogPostSchema>;
