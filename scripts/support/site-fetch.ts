import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Readable } from "node:stream";

/**
 * `fetch` for the terminal's scripts that take a site's URL. Browsers send every
 * `*.localhost` name to the loopback address (RFC 6761), which is how `npm start` serves each dealer
 * (`http://bayside-ford.localhost:8888/`); Node's resolver asks the system's, which on Linux often
 * does not know them ("fetch failed", ENOTFOUND). Those names connect to 127.0.0.1 here, keeping the
 * name in the Host header (and TLS server name), so the server still knows which dealer is asked;
 * every other URL goes to the ordinary fetch.
 */

/** Whether a host name is one browsers answer with the loopback address without asking DNS. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

const loopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all)
    (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
      { address: "127.0.0.1", family: 4 },
    ]);
  else callback(null, "127.0.0.1", 4);
};

export interface SiteRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** Like `fetch(url, init)`, with `*.localhost` sent to this machine as a browser would. */
export async function siteFetch(url: string | URL, init: SiteRequest = {}): Promise<Response> {
  const target = new URL(url);
  if (!isLoopbackName(target.hostname)) return fetch(target, init);
  const client = target.protocol === "https:" ? https : http;
  return new Promise<Response>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: init.method ?? "GET",
        headers: {
          ...init.headers,
          ...(init.body !== undefined ? { "content-length": String(Buffer.byteLength(init.body)) } : {}),
        },
        lookup: loopback,
        signal: init.signal,
      },
      (answer) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers))
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, one);
        const status = answer.statusCode ?? 502;
        const empty = status === 204 || status === 304 || init.method === "HEAD";
        resolve(
          new Response(empty ? null : (Readable.toWeb(answer) as ReadableStream<Uint8Array>), {
            status,
            statusText: answer.statusMessage,
            headers,
          }),
        );
      },
    );
    // The same shape of error as fetch's, so callers' messages read alike.
    request.on("error", (error) => reject(new TypeError("fetch failed", { cause: error })));
    request.end(init.body);
  });
}
