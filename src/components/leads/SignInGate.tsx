import { useEffect } from "react";

/**
 * §6 login gating for a static page: an anonymous shopper is sent to sign in and brought back.
 * The session cookie is HttpOnly, so the island asks /api/session. If that call fails the page
 * stays usable: gating is a convenience here, the functions still check every write.
 */
export default function SignInGate(props: { type: string }) {
  useEffect(() => {
    fetch("/api/session")
      .then((response) => (response.ok ? response.json() : { signedIn: true }))
      .then((session: { signedIn?: boolean }) => {
        if (session.signedIn) return;
        const here = `${location.pathname}${location.search}${location.hash}`;
        location.replace(`/sign-in?type=${encodeURIComponent(props.type)}&redirect=${encodeURIComponent(here)}`);
      })
      .catch(() => {});
  }, [props.type]);
  return null;
}
