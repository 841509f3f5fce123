import { startRegistration } from "@simplewebauthn/browser";
import { useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { staffSignOut } from "#lib/api/staff.ts";
import {
  type StaffPasskey,
  staffPasskeyAdd,
  staffPasskeyOptions,
  staffPasskeyRemove,
  staffPasskeys,
} from "#lib/api/staff-passkeys.ts";
import { Said } from "./Said.tsx";

/** A browser that can make passkeys (every current one; not an old embedded browser). */
export const passkeysWork = () => typeof window !== "undefined" && "PublicKeyCredential" in window;

/** On the inbox, for someone who still signs in by email: where to add a passkey. */
export function PasskeyHint() {
  const [none, setNone] = useState(false);
  useEffect(() => {
    if (passkeysWork())
      callApi(staffPasskeys, {}).then((result) => setNone(result.ok && result.data.passkeys.length === 0));
  }, []);
  return none ? (
    <p>
      Sign in without waiting for an email next time: <a href="/console/account/">add a passkey</a>.
    </p>
  ) : null;
}

/**
 * The signed-in staff member's passkeys — add one (fingerprint, face or screen lock, on
 * this device or a phone), remove one (a lost phone) — and signing out.
 */
export default function PasskeyDesk() {
  const [passkeys, setPasskeys] = useState<StaffPasskey[] | null>(null);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    callApi(staffPasskeys, {}).then((result) => {
      if (result.ok) setPasskeys(result.data.passkeys);
      else if (result.status === 401) location.assign("/console/sign-in/");
      else setSaid({ text: result.message, problem: true });
    });
  }, []);

  async function add() {
    setBusy(true);
    setSaid(null);
    try {
      const options = await callApi(staffPasskeyOptions, {});
      if (!options.ok) return setSaid({ text: options.message, problem: true });
      const response = await startRegistration({ optionsJSON: options.data.options });
      const added = await callApi(staffPasskeyAdd, { response: response as never });
      if (!added.ok) return setSaid({ text: added.message, problem: true });
      setPasskeys((shown) => [...(shown ?? []), added.data.passkey]);
      setSaid({ text: "Passkey added. Next time, choose Sign in with a passkey.", problem: false });
    } catch {
      // Cancelled in the browser's own dialog, or this device has no screen lock.
      setSaid({
        text: "No passkey was added. You can try again, or keep signing in with emailed links.",
        problem: true,
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove(passkey: StaffPasskey) {
    if (!confirm(`Remove "${passkey.name}"? It will no longer sign you in.`)) return;
    setBusy(true);
    const result = await callApi(staffPasskeyRemove, { id: passkey.id });
    setBusy(false);
    if (!result.ok) return setSaid({ text: result.message, problem: true });
    setPasskeys(result.data.passkeys);
    setSaid({ text: `Removed "${passkey.name}".`, problem: false });
  }

  async function signOut() {
    await callApi(staffSignOut, {});
    location.assign("/console/sign-in/");
  }

  return (
    <div>
      <h1>Your account</h1>
      <p>
        A passkey signs you in with your fingerprint, face or screen lock, without waiting for an email. It stays on
        your device (or your phone's password manager); we keep only its public half.
      </p>
      <h2>Passkeys</h2>
      {passkeys?.length === 0 && <p>No passkeys yet: you sign in with emailed links.</p>}
      <ul className="inbox__list" aria-label="Your passkeys">
        {passkeys?.map((passkey) => (
          <li key={passkey.id} className="stock-car">
            <p>
              <strong>{passkey.name}</strong>
              {passkey.last_used_at && <> · last used {new Date(passkey.last_used_at).toLocaleString("en-AU")}</>}
            </p>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => remove(passkey)}>
              Remove {passkey.name}
            </button>
          </li>
        ))}
      </ul>
      <div className="lead__moves">
        {passkeysWork() ? (
          <button type="button" className="button" disabled={busy || passkeys === null} onClick={add}>
            Add a passkey
          </button>
        ) : (
          <p>This browser cannot make passkeys: keep signing in with emailed links.</p>
        )}
        <button type="button" className="button button--ghost" onClick={signOut}>
          Sign out
        </button>
      </div>
      <Said text={said?.text} problem={said?.problem} />
    </div>
  );
}
