import { createWriteStream } from "node:fs";
import { readFile, rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
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
export async function localFeedTime(dir: string, stockFile = "cars.json"): Promise<Date | undefined> {
  return stat(join(dir, stockFile)).then(
    (info) => info.mtime,
    () => undefined,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GETs `url` with a timeout per attempt and retries with backoff on network errors and 5xx/429.
 * Returns undefined on 404 (the dealer has no such feed).
 */
async function fetchWithRetries(
  url: string,
  options: RemoteFeedOptions,
  accept: string,
  read: (response: Response) => Promise<void>,
): Promise<"missing" | undefined> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let lastProblem = "";
  for (let attempt = 0; attempt <= options.retries; attempt++) {
    if (attempt > 0) await sleep((options.retryDelayMs ?? 500) * 2 ** (attempt - 1));
    try {
      const response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { accept } });
      if (response.status === 404) return "missing";
      if (response.ok) {
        await read(response);
        return undefined;
      }
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

/** Fetches `<baseUrl>/<entity>.json`; undefined on 404 (the dealer has no such feed). */
export async function fetchRemoteFeed(
  baseUrl: string,
  entity: string,
  options: RemoteFeedOptions,
): Promise<unknown[] | undefined> {
  const url = `${baseUrl.replace(/\/+$/, "")}/${entity}.json`;
  let records: unknown[] = [];
  const missing = await fetchWithRetries(url, options, "application/json", async (response) => {
    records = recordsFromFeedBody(parseJson(await response.text(), url), entity, url);
  });
  return missing ? undefined : records;
}

/**
 * Streams `<baseUrl>/<fileName>` (a dealer's CSV or XML export) to `destination`, so a large file
 * is never held in memory; false on 404. A partial download is removed.
 */
export async function downloadFeedFile(
  baseUrl: string,
  fileName: string,
  destination: string,
  options: RemoteFeedOptions,
): Promise<boolean> {
  const url = `${baseUrl.replace(/\/+$/, "")}/${fileName}`;
  const missing = await fetchWithRetries(
    url,
    options,
    "text/csv, application/xml, text/plain, */*",
    async (response) => {
      if (!response.body) throw new FeedUnavailableError(`${url}: the answer has no body`);
      try {
        await pipeline(
          Readable.fromWeb(response.body as import("node:stream/web").ReadableStream),
          createWriteStream(destination),
        );
      } catch (error) {
        await rm(destination, { force: true });
        throw error;
      }
    },
  );
  return !missing;
}
