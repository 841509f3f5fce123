import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** A feed that cannot be read at all: the tenant cannot be built. */
export class FeedUnavailableError extends Error {
  override name = "FeedUnavailableError";
}

export interface RemoteFeedOptions {
  timeoutMs: number;
  retries: number;
  /** Delay before the first retry; doubled for each further retry. */
  retryDelayMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** Feed files are a JSON array, or an object wrapping the array as `<entity>`, `data` or `items`. */
function recordsFromFeedBody(body: unknown, entity: string, where: string): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === "object") {
    for (const key of [entity, "data", "items", "results"]) {
      const candidate = (body as Record<string, unknown>)[key];
      if (Array.isArray(candidate)) return candidate;
    }
  }
  throw new FeedUnavailableError(
    `${where}: expected a JSON array of ${entity} (or an object with a "${entity}" array)`,
  );
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new FeedUnavailableError(`${where}: not valid JSON (${(error as Error).message})`);
  }
}

/** Reads `<dir>/<entity>.json`; returns undefined when the file does not exist. */
export async function readLocalFeed(dir: string, entity: string): Promise<unknown[] | undefined> {
  const file = join(dir, `${entity}.json`);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new FeedUnavailableError(`${file}: cannot be read (${(error as Error).message})`);
  }
  return recordsFromFeedBody(parseJson(text, file), entity, file);
}

/**
 * When a local cars feed was written (its file's modification time): stock hook changes received
 * after it are newer than the feed and still apply. Undefined when there is no cars file.
 */
export async function localFeedTime(dir: string): Promise<Date | undefined> {
  return stat(join(dir, "cars.json")).then(
    (info) => info.mtime,
    () => undefined,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches `<baseUrl>/<entity>.json` with a timeout per attempt and retries with backoff on
 * network errors and 5xx/429. Returns undefined on 404 (the dealer has no such feed).
 */
export async function fetchRemoteFeed(
  baseUrl: string,
  entity: string,
  options: RemoteFeedOptions,
): Promise<unknown[] | undefined> {
  const url = `${baseUrl.replace(/\/+$/, "")}/${entity}.json`;
  const doFetch = options.fetch ?? globalThis.fetch;
  let lastProblem = "";
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep((options.retryDelayMs ?? 500) * 2 ** (attempt - 1));
    try {
      const response = await doFetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: "application/json" },
      });
      if (response.status === 404) return undefined;
      if (response.ok) return recordsFromFeedBody(parseJson(await response.text(), url), entity, url);
      lastProblem = `HTTP ${response.status}`;
      if (response.status < 500 && response.status !== 429) break;
    } catch (error) {
      if (error instanceof FeedUnavailableError) throw error;
      lastProblem =
        (error as Error).name === "TimeoutError"
          ? `no answer within ${options.timeoutMs} ms`
          : (error as Error).message;
    }
  }
  throw new FeedUnavailableError(`${url}: ${lastProblem} after ${options.retries + 1} attempt(s)`);
}
