import { useEffect } from "react";

/**
 * Spec §6 gated routes: an anonymous shopper is sent to /sign-in and brought back to this page
 * (with its query) afterwards. The session cookie is HttpOnly, so the browser asks /api/session.
 */
export default function SignInGate(props: { type: string }) {
  useEffect(() => {
    fetch("/api/session")
      .then((r) => (r.ok ? (r.json() as Promise<{ signedIn?: boolean }>) : { signedIn: false }))
      .then((session) => {
        if (session.signedIn) return document.documentElement.setAttribute("data-signed-in", "");
        const here = `${location.pathname}${location.search}`;
        location.replace(`/sign-in?type=${encodeURIComponent(props.type)}&redirect=${encodeURIComponent(here)}&back=${encodeURIComponent("/")}`);
      })
      .catch(() => {});
  }, []);
  return null;
}
