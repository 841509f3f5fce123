import { startAuthentication } from "@simplewebauthn/browser";
import { type SyntheticEvent, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { STAFF_LINK_INVALID, staffSignInSend, staffSignInVerify } from "#lib/api/staff.ts";
import { PASSKEY_REFUSED, staffPasskeySignIn, staffPasskeySignInOptions } from "#lib/api/staff-passkeys.ts";
import { passkeysWork } from "./PasskeyDesk.tsx";

type State =
  | { step: "ask" }
  | { step: "sending" }
  | { step: "sent"; email: string }
  | { step: "verifying" }
  | { step: "failed"; message: string };

/**
 * Staff sign-in, with a passkey or an emailed link. The page the emailed link opens
 * carries the token in its fragment (never sent to a server in a Referer or a log); it is posted
 * once and removed from the address bar. Without a token, the staff member asks for a new link.
 */
export default function StaffSignIn({ dealer }: { dealer: string }) {
  const [state, setState] = useState<State>({ step: "ask" });
  const [ready, setReady] = useState(false);

  useEffect(() => setReady(true), []);

  useEffect(() => {
    // On load, and when a link is pasted into this page (only the fragment changes: no reload).
    const signInWithLink = () => {
      const token = new URLSearchParams(location.hash.slice(1)).get("token");
      if (!token) return;
      history.replaceState(null, "", location.pathname);
      setState({ step: "verifying" });
      callApi(staffSignInVerify, { token }).then((result) => {
        if (result.ok) location.assign("/console/");
        else setState({ step: "failed", message: result.status === 400 ? STAFF_LINK_INVALID : result.message });
      });
    };
    signInWithLink();
    addEventListener("hashchange", signInWithLink);
    return () => removeEventListener("hashchange", signInWithLink);
  }, []);

  async function withPasskey() {
    setState({ step: "verifying" });
    try {
      const options = await callApi(staffPasskeySignInOptions, {});
      if (!options.ok) return setState({ step: "failed", message: options.message });
      const response = await startAuthentication({ optionsJSON: options.data.options });
      const result = await callApi(staffPasskeySignIn, { response: response as never });
      if (result.ok) location.assign("/console/");
      else setState({ step: "failed", message: result.message });
    } catch {
      // Cancelled in the browser's dialog, or no passkey for this site on this device.
      setState({ step: "failed", message: PASSKEY_REFUSED });
    }
  }

  async function send(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form: what was typed before the island woke up counts too.
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setState({ step: "sending" });
    const result = await callApi(staffSignInSend, { email });
    setState(result.ok ? { step: "sent", email } : { step: "failed", message: result.message });
  }

  if (state.step === "verifying") return <p role="status">Signing you in…</p>;
  if (state.step === "sent")
    return (
      <p role="status">
        If {state.email} is on the team at {dealer}, a sign-in link is on its way. It works once, within 15 minutes.
      </p>
    );
  return (
    <form
      className="staff-sign-in"
      onSubmit={send}
      aria-busy={state.step === "sending"}
      data-ready={ready || undefined}
    >
      {state.step === "failed" && (
        <p className="staff-sign-in__error" role="alert">
          {state.message}
        </p>
      )}
      {ready && passkeysWork() && (
        <p>
          <button className="button" type="button" onClick={withPasskey}>
            Sign in with a passkey
          </button>
        </p>
      )}
      <p>Or we'll email you a link that signs you in once, within 15 minutes.</p>
      <div className="field">
        <label htmlFor="staff-email">Work email</label>
        <input id="staff-email" name="email" type="email" autoComplete="email" required />
      </div>
      <button className="button" type="submit" disabled={state.step === "sending"}>
        Email me a sign-in link
      </button>
    </form>
  );
}
