import { useEffect } from "react";
import { signInHref } from "#lib/navigation/sign-in.ts";
import { readSession } from "../../client/session.ts";
import { replaceUnlessLeaving } from "../navigation/leaving.ts";

/**
 * §6 login gating for a static page: an anonymous shopper is sent to sign in and brought back.
 * Only a session known to be signed out redirects: when it cannot be read the page stays usable
 * (gating is a convenience here, the functions still check every write).
 */
export default function SignInGate(props: { type: string }) {
  useEffect(() => {
    readSession().then((session) => {
      if (session.signedIn !== false) return;
      // A session read that lands after the shopper pressed Sign out must not send them to sign in.
      replaceUnlessLeaving(signInHref(`${location.pathname}${location.search}${location.hash}`, undefined, props.type));
    });
  }, [props.type]);
  return null;
}
