import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for a browser's push service (FCM, Mozilla's autopush) on loopback: it takes Web Push
 * requests as RFC 8030 says, checks their VAPID signature (RFC 8292), and reads each message with
 * the device's private key (RFC 8291), as the phone would. Devices it is told to forget answer 410.
 */
export interface StubDevice {
  endpoint: string;
  /** What PushSubscription.toJSON() gives the console: the keys our server encrypts to. */
  keys: { p256dh: string; auth: string };
}

export interface ReceivedPush {
  device: string;
  message: Record<string, unknown>;
  ttl: string | null;
  urgency: string | null;
  vapidSubject: string;
}

export interface PushServiceStub {
  origin: string;
  /** A new device's subscription, as a browser's pushManager.subscribe() would make it. */
  device(): StubDevice;
  received: ReceivedPush[];
  /** The service no longer knows the device (uninstalled, permission taken back): 410. */
  forget(endpoint: string): void;
  close(): Promise<void>;
}

export async function startPushServiceStub(): Promise<PushServiceStub> {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const forgotten = new Set<string>();
  const received: ReceivedPush[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = request.url?.replace(/^\/push\//, "") ?? "";
      const device = devices.get(id);
      if (request.method !== "POST" || !device || forgotten.has(id)) return response.writeHead(410).end();
      try {
        const subject = checkVapid(request.headers.authorization ?? "", origin);
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
        const message = JSON.parse(decrypt(Buffer.concat(chunks), device).toString("utf8"));
        received.push({
          device: id,
          message,
          ttl: (request.headers.ttl as string | undefined) ?? null,
          urgency: (request.headers.urgency as string | undefined) ?? null,
          vapidSubject: subject,
        });
        response.writeHead(201).end();
      } catch (error) {
        response.writeHead(400, { "content-type": "text/plain" }).end((error as Error).message);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    device() {
      const id = randomBytes(8).toString("hex");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(id, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: ecdh.getPublicKey("base64url"), auth: auth.toString("base64url") },
      };
    },
    forget: (endpoint) => forgotten.add(endpoint.split("/").pop()!),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8292: the JWT is ES256-signed by the key in k=, for this service's origin, not expired. */
function checkVapid(authorization: string, origin: string): string {
  const match = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error("no VAPID authorization");
  const [, header, claims, signature, k] = match as unknown as [string, string, string, string, string];
  const raw = Buffer.from(k, "base64url");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("bad VAPID signature");
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; exp: number; sub: string };
  if (body.aud !== origin) throw new Error(`VAPID audience ${body.aud}, not ${origin}`);
  if (body.exp * 1000 < Date.now()) throw new Error("VAPID token expired");
  return body.sub;
}

/** RFC 8291 as the device does it: our ECDH with the sender's one-off key, then the same HKDF steps. */
function decrypt(body: Buffer, device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const sealed = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error("no last-record delimiter");
  return plain.subarray(0, end);
}
