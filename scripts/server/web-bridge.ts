import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** IncomingMessage → web Request; the body streams through rather than being buffered. */
export function toWebRequest(req: IncomingMessage, url: URL, headers: Headers, signal: AbortSignal): Request {
  const method = (req.method ?? "GET").toUpperCase();
  const hasBody = method !== "GET" && method !== "HEAD";
  // duplex: "half" is required by Node for streamed bodies but missing from the DOM typings.
  const init: RequestInit & { duplex: "half" } = {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    duplex: "half",
    signal,
  };
  return new Request(url, init);
}

export function headersFrom(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  return headers;
}

/** Writes a web Response to Node, streaming its body and adding context.cookies' Set-Cookie lines. */
export async function writeWebResponse(
  res: ServerResponse,
  response: Response,
  extraSetCookies: string[],
  headOnly: boolean,
): Promise<void> {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") res.setHeader(name, value);
  });
  const setCookies = [...response.headers.getSetCookie(), ...extraSetCookies];
  if (setCookies.length > 0) res.setHeader("Set-Cookie", setCookies);
  if (!response.body || headOnly || response.status === 204 || response.status === 304) {
    await response.body?.cancel().catch(() => {});
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
      console.error("[functions] response body failed mid-stream:", error);
    }
    res.destroy();
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const bytes = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": bytes.length,
    "Cache-Control": "no-store",
  });
  res.end(bytes);
}
