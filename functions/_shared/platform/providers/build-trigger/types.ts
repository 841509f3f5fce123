/** Who builds a dealer's site when its stock or content changes (our own types; see index.ts). */
export type BuildTriggerName = "local" | "netlify";

export interface RebuildResult {
  slug: string;
  provider: BuildTriggerName;
  /**
   * built: the local build finished and is live. requested: the host accepted the request and
   * builds on its own (a Netlify build hook). failed: nothing changed on the live site; see error.
   */
  status: "built" | "requested" | "failed";
  /** Every reason coalesced into this one build, oldest first. */
  reasons: string[];
  seconds: number;
  /** What the build changed ("1 sold, 2 price changes, 0 new"), when the provider knows. */
  changes?: string;
  /** Pages built, when the provider knows. */
  pages?: number;
  /** Why it failed, with the file and dotted path where the build report names them. */
  error?: string;
}

/** Runs one build of one tenant for a batch of coalesced reasons. */
export type RebuildRunner = (slug: string, reasons: string[]) => Promise<RebuildResult>;

export interface BuildTrigger {
  readonly name: BuildTriggerName;
  /**
   * Asks for a rebuild of one tenant. Requests for the same tenant within its
   * `ops.rebuildDebounceSeconds` share one build; each caller gets that build's result.
   */
  requestRebuild(slug: string, reason: string): Promise<RebuildResult>;
}
