import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Fetches a dealer's photo for the local image CDN, bounded so that it cannot be turned against
 * the machine: http(s) only, a few redirects (each checked again), a time limit, a size limit, an
 * image content type, and no private, loopback or link-local address — checked on the address the
 * socket actually connects to, so a DNS answer cannot swap one in — unless the dealer's own allow
 * list names that origin (a test's local image host).
 */
export interface RemoteFetchLimits {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
}

export const REMOTE_IMAGE_LIMITS: RemoteFetchLimits = {
  timeoutMs: 10_000,
  maxBytes: 20 * 1024 * 1024,
  maxRedirects: 3,
};

export class RemoteImageError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  PRIVATE.addSubnet(network, prefix, "ipv6");

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** A DNS lookup that refuses private answers for origins not named by the dealer. */
function guardedLookup(privateAllowed: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as LookupAddress[];
      const usable = privateAllowed ? list : list.filter((entry) => !isPrivateAddress(entry.address));
      if (!usable.length)
        return callback(
          Object.assign(new Error(`${hostname} resolves to a private address`), { code: "EPRIVATE" }),
          "",
          0,
        );
      if ((options as { all?: boolean }).all) return (callback as (e: null, a: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

export interface FetchedImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * GETs `url`; `mayFetch(url)` says whether an origin is allowed at all and whether it may be
 * private (true: public only; "private": the dealer named it). Redirects are followed only to
 * origins it allows too.
 */
export async function fetchRemoteImage(
  url: string,
  mayFetch: (url: URL) => false | true | "private",
  limits: RemoteFetchLimits = REMOTE_IMAGE_LIMITS,
): Promise<FetchedImage> {
  let current = new URL(url);
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    const allowed = mayFetch(current);
    if (!allowed) throw new RemoteImageError(400, `${current.origin} is not an allowed image host`);
    if (current.protocol !== "http:" && current.protocol !== "https:")
      throw new RemoteImageError(400, "only http and https images are fetched");
    const literal = current.hostname.replace(/^\[|\]$/g, "");
    if (allowed !== "private" && isIP(literal) && isPrivateAddress(literal))
      throw new RemoteImageError(400, `${current.origin} is a private address`);
    const response = await get(current, allowed === "private", limits);
    if (response.status >= 300 && response.status < 400 && response.location) {
      current = new URL(response.location, current);
      continue;
    }
    if (response.status !== 200) throw new RemoteImageError(502, `the image host answered ${response.status}`);
    if (!/^image\//i.test(response.contentType))
      throw new RemoteImageError(502, `the image host sent ${response.contentType || "no content type"}, not an image`);
    return { bytes: response.body!, contentType: response.contentType };
  }
  throw new RemoteImageError(502, `more than ${limits.maxRedirects} redirects`);
}

interface RawResponse {
  status: number;
  location?: string;
  contentType: string;
  body?: Buffer;
}

function get(url: URL, privateAllowed: boolean, limits: RemoteFetchLimits): Promise<RawResponse> {
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "GET",
        lookup: guardedLookup(privateAllowed),
        headers: { accept: "image/*" },
        timeout: limits.timeoutMs,
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        const contentType = String(res.headers["content-type"] ?? "");
        if (status !== 200) {
          res.resume();
          return resolve({ status, location: res.headers.location, contentType });
        }
        const declared = Number(res.headers["content-length"] ?? 0);
        if (declared > limits.maxBytes) {
          req.destroy();
          return reject(new RemoteImageError(502, `the image is larger than ${limits.maxBytes} bytes`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            req.destroy();
            reject(new RemoteImageError(502, `the image is larger than ${limits.maxBytes} bytes`));
          } else chunks.push(chunk);
        });
        res.on("end", () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    const deadline = setTimeout(() => {
      req.destroy();
      reject(new RemoteImageError(504, `the image host did not answer within ${limits.timeoutMs} ms`));
    }, limits.timeoutMs);
    req.on("close", () => clearTimeout(deadline));
    req.on("timeout", () => req.destroy(new RemoteImageError(504, "the image host timed out")));
    req.on("error", (error) =>
      reject(error instanceof RemoteImageError ? error : new RemoteImageError(502, `cannot fetch: ${error.message}`)),
    );
    req.end();
  });
}
