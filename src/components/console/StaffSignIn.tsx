import { type SyntheticEvent, useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { STAFF_LINK_INVALID, staffSignInSend, staffSignInVerify } from "../../lib/api/staff.ts";

type State =
  | { step: "ask" }
  | { step: "sending" }
  | { step: "sent"; email: string }
  | { step: "verifying" }
  | { step: "failed"; message: string };

/**
 * Issue 38: staff sign-in. The page the emailed link opens carries the token in its fragment (never
 * sent to a server in a Referer or a log); it is posted once and removed from the address bar.
 * Without a token, the staff member asks for a new link.
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
