import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/**
 * A passkey authenticator in software, for function tests (browser tests use Chromium's virtual
 * authenticator): it answers navigator.credentials.create() and .get() options as a platform
 * passkey does — "none" attestation, an ES256 key, user present and verified, and a signature
 * counter that stays 0 as synced passkeys' do (so a replay is caught by the server's own record of
 * answered challenges, not by the counter) — so the server's real checks run against real signatures.
 */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });

  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  get id(): string {
    return this.credentialId.toString("base64url");
  }

  private get rpID(): string {
    return new URL(this.origin).hostname;
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private authData(withCredential: boolean, rpID = this.rpID): Buffer {
    const flags = 0x01 | 0x04 | (withCredential ? 0x40 : 0); // user present, user verified, credential data
    const count = Buffer.alloc(4); // the signature counter: 0
    const parts = [createHash("sha256").update(rpID).digest(), Buffer.from([flags]), count];
    if (withCredential) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(coseKey(this.keys.publicKey)));
    }
    return Buffer.concat(parts);
  }

  /** The JSON @simplewebauthn/browser's startRegistration() would send for these options. */
  register(options: { challenge: string }) {
    const attestation = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(this.authData(true))],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: this.clientData("webauthn.create", options.challenge).toString("base64url"),
        attestationObject: Buffer.from(attestation).toString("base64url"),
        transports: ["internal"],
      },
      clientExtensionResults: {},
    };
  }

  /** The JSON startAuthentication() would send; `rpID` to sign as another site would. */
  signIn(options: { challenge: string }, rpID = this.rpID) {
    const clientDataJSON = this.clientData("webauthn.get", options.challenge);
    const authenticatorData = this.authData(false, rpID);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, createHash("sha256").update(clientDataJSON).digest()]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      response: {
        clientDataJSON: clientDataJSON.toString("base64url"),
        authenticatorData: authenticatorData.toString("base64url"),
        signature: signature.toString("base64url"),
      },
      clientExtensionResults: {},
    };
  }
}

/** An EC2 P-256 public key as COSE (RFC 8152): kty 2, alg -7 (ES256), crv 1, x, y. */
function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
    ]) as never,
  );
}
