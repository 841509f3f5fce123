import { createCipheriv, createECDH, createPrivateKey, hkdfSync, randomBytes, sign } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { dataDir, isProduction } from "../env.ts";
import { outbound } from "../http/outbound.ts";

/**
 * Web Push as the browsers' push services speak it: the message encrypted to the device's keys
 * (RFC 8291, aes128gcm) and the request signed with the site's VAPID key (RFC 8292), so only the
 * device can read it and only we can send to it. No library: node:crypto does all of it.
 */

export interface PushDevice {
  endpoint: string;
  /** The device's P-256 public key, uncompressed (65 bytes), base64url. */
  p256dh: string;
  /** The device's 16-byte auth secret, base64url. */
  auth: string;
}

export interface VapidKeys {
  /** Uncompressed P-256 public key (65 bytes), base64url: what the browser's subscribe() is given. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
  /** Who runs the sender (mailto: or https:), for the push service to contact. */
  subject: string;
}

const RECORD_SIZE = 4096;

/** RFC 8291 §3.4: the message body for one device — salt, record size, our one-off public key, ciphertext. */
export function encryptForDevice(
  payload: Uint8Array,
  device: Pick<PushDevice, "p256dh" | "auth">,
  /** Fixed salt and one-off key, for the RFC's worked example only; random otherwise. */
  fixed?: { salt: Buffer; senderPrivateKey: Buffer },
): Buffer {
  const devicePublic = Buffer.from(device.p256dh, "base64url");
  const authSecret = Buffer.from(device.auth, "base64url");
  const ours = createECDH("prime256v1");
  if (fixed) ours.setPrivateKey(fixed.senderPrivateKey);
  else ours.generateKeys();
  const ourPublic = ours.getPublicKey();
  const shared = ours.computeSecret(devicePublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), devicePublic, ourPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, authSecret, keyInfo, 32));
  const salt = fixed?.salt ?? randomBytes(16);
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const cipher = createCipheriv("aes-128-gcm", cek, nonce);
  // One record, ended by the 0x02 delimiter (the last record).
  const sealed = Buffer.concat([
    cipher.update(Buffer.concat([payload, Buffer.from([2])])),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(ourPublic.length, 20);
  return Buffer.concat([header, ourPublic, sealed]);
}

/** RFC 8292: `vapid t=<ES256 JWT for the push service's origin>, k=<our public key>`. */
export function vapidAuthorization(endpoint: string, keys: VapidKeys, now = new Date()): string {
  const publicKey = Buffer.from(keys.publicKey, "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    d: keys.privateKey,
    x: publicKey.subarray(1, 33).toString("base64url"),
    y: publicKey.subarray(33, 65).toString("base64url"),
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  // 12 hours: the most a push service is asked to accept (RFC 8292 §2 allows up to 24).
  const claims = {
    aud: new URL(endpoint).origin,
    exp: Math.floor(now.getTime() / 1000) + 12 * 3600,
    sub: keys.subject,
  };
  const unsigned = `${part({ typ: "JWT", alg: "ES256" })}.${part(claims)}`;
  const signature = sign("sha256", Buffer.from(unsigned), {
    key: createPrivateKey({ key: jwk, format: "jwk" }),
    dsaEncoding: "ieee-p1363",
  });
  return `vapid t=${unsigned}.${signature.toString("base64url")}, k=${keys.publicKey}`;
}

export type PushOutcome = "sent" | "gone" | "failed";

/**
 * Sends one message to one device. "gone": the push service says the subscription no longer exists
 * (404/410), so the caller forgets the device; "failed": anything else, logged (the email still went).
 */
export async function sendPush(
  device: PushDevice,
  message: object,
  keys: VapidKeys,
  options: { ttlSeconds?: number; timeoutMs?: number } = {},
): Promise<PushOutcome> {
  const service = new URL(device.endpoint).host;
  try {
    const answer = await outbound({
      service: `push service ${service}`,
      url: device.endpoint,
      method: "POST",
      headers: {
        authorization: vapidAuthorization(device.endpoint, keys),
        "content-encoding": "aes128gcm",
        "content-type": "application/octet-stream",
        ttl: String(options.ttlSeconds ?? 3600),
        urgency: "high",
      },
      body: new Uint8Array(encryptForDevice(Buffer.from(JSON.stringify(message)), device)),
      // The address is the browser's: never followed elsewhere.
      redirect: "error",
      timeoutMs: options.timeoutMs ?? 5000,
    });
    if (answer.status === 404 || answer.status === 410) return "gone";
    if (answer.ok) return "sent";
    console.error(`[push] ${service} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    return "failed";
  } catch (error) {
    console.error(`[push] ${(error as Error).message}`);
    return "failed";
  }
}

/** A new key pair, as an operator sets it (WEB_PUSH_PUBLIC_KEY, WEB_PUSH_PRIVATE_KEY). */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  const pair = createECDH("prime256v1");
  pair.generateKeys();
  return { publicKey: pair.getPublicKey("base64url"), privateKey: pair.getPrivateKey("base64url") };
}

let devKeys: { publicKey: string; privateKey: string } | null = null;

/**
 * The site's VAPID keys: WEB_PUSH_PUBLIC_KEY and WEB_PUSH_PRIVATE_KEY (and WEB_PUSH_SUBJECT, a
 * mailto: for the push services). Production without them has no push (staff are still emailed);
 * elsewhere a pair is made once into .data/web-push-keys.json, like the session secret.
 */
export function vapidKeys(fallbackSubject: string): VapidKeys | null {
  const subject = process.env.WEB_PUSH_SUBJECT || fallbackSubject;
  const publicKey = process.env.WEB_PUSH_PUBLIC_KEY;
  const privateKey = process.env.WEB_PUSH_PRIVATE_KEY;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  if (isProduction()) return null;
  if (!devKeys) {
    const file = join(dataDir(), "web-push-keys.json");
    if (!existsSync(file)) {
      mkdirSync(dirname(file), { recursive: true });
      try {
        writeFileSync(file, JSON.stringify(newVapidKeys()), { flag: "wx", mode: 0o600 });
      } catch (error) {
        // Another process wrote it first: use theirs.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
    devKeys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
  }
  return { ...devKeys, subject };
}
