import type { BlogPost } from "../feed/blog.ts";

/** The blog listing route (spec §2). */
export const BLOG_PATH = "/blog/vehicle-reviews";

/** Whether a post gets its own page: it lives here (no outside url) and has content. */
export function hasOwnPage(post: Pick<BlogPost, "url" | "content">): boolean {
  return !post.url && Boolean(post.content);
}

/** Where a post's card links: its outside url, its own page, or nowhere. */
export function blogPostHref(post: Pick<BlogPost, "slug" | "url" | "content">): string | undefined {
  if (post.url) return post.url;
  return hasOwnPage(post) ? `${BLOG_PATH}/${post.slug}` : undefined;
}

/** Newest first; undated posts last. */
export function newestFirst<T extends Pick<BlogPost, "published_at">>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (b.published_at ?? "").localeCompare(a.published_at ?? ""));
}
