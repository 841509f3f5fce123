import { useEffect, useState } from "react";
import { callApi } from "../../client/call-api.ts";
import { staffPushDevices, staffPushUpdate } from "#lib/api/staff-push.ts";
import { Said } from "./Said.tsx";

const WORKER = "/console-sw.js";
const SCOPE = "/console/";

/** A browser that can show the console's notifications (an iPhone only once the console is on its Home Screen). */
const pushWorks = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The site's public key as subscribe() takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Lead notifications on this device: a salesperson on the yard hears of a lead given to them at
 * once (the email goes whatever is chosen here). Turning them on asks the browser's permission,
 * registers the console's service worker and keeps this device's subscription on the server.
 */
export default function PushDesk() {
  const [key, setKey] = useState<string | null | undefined>(undefined);
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; problem: boolean } | null>(null);

  useEffect(() => {
    // On only where this browser's subscription is the signed-in person's (a shared tablet: not the last user's).
    (pushWorks() ? currentSubscription().catch(() => null) : Promise.resolve(null)).then(async (subscription) => {
      const result = await callApi(staffPushDevices, subscription ? { endpoint: subscription.endpoint } : {});
      setKey(result.ok ? result.data.public_key : null);
      setOn(result.ok && Boolean(subscription) && result.data.this_device);
    });
  }, []);

  /** This device's subscription to the site's current key (one made with an older key is replaced). */
  async function subscribe(registration: ServiceWorkerRegistration, publicKey: string) {
    const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
    try {
      return await registration.pushManager.subscribe(options);
    } catch (error) {
      if ((error as DOMException).name !== "InvalidStateError") throw error;
      await (await registration.pushManager.getSubscription())?.unsubscribe();
      return registration.pushManager.subscribe(options);
    }
  }

  async function turnOn() {
    if (!key) return;
    setBusy(true);
    setSaid(null);
    try {
      if ((await Notification.requestPermission()) !== "granted")
        return setSaid({
          text: "Notifications are blocked for this site: allow them in your browser's site settings, then try again.",
          problem: true,
        });
      await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
      const registration = await navigator.serviceWorker.ready;
      const subscription = await subscribe(registration, key);
      const device = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      const kept = await callApi(staffPushUpdate, { action: "add", device });
      if (!kept.ok) {
        await subscription.unsubscribe();
        return setSaid({ text: kept.message, problem: true });
      }
      setOn(true);
      setSaid({ text: "This device will now show a notification when a lead is given to you.", problem: false });
    } catch {
      setSaid({ text: "This browser could not turn notifications on. You will still get an email.", problem: true });
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    const subscription = await currentSubscription().catch(() => null);
    if (subscription) {
      await callApi(staffPushUpdate, { action: "remove", endpoint: subscription.endpoint });
      await subscription.unsubscribe().catch(() => false);
    }
    setOn(false);
    setBusy(false);
    setSaid({ text: "Notifications are off on this device. You will still get an email.", problem: false });
  }

  return (
    <section aria-labelledby="push-heading">
      <h2 id="push-heading">Lead notifications</h2>
      <p>
        We email you each lead given to you. On this device you can also get a notification, even when the console is
        closed.
      </p>
      {!pushWorks() ? (
        <p>This browser cannot show notifications. On an iPhone, add the console to your Home Screen first.</p>
      ) : key === null ? (
        <p>Notifications are not set up for this site yet.</p>
      ) : !on && Notification.permission === "denied" ? (
        <p>
          Notifications are blocked for this site: allow them in your browser's site settings, then reload this page.
        </p>
      ) : on ? (
        <div className="lead__moves">
          <p>This device shows a notification when a lead is given to you.</p>
          <button type="button" className="button button--ghost" disabled={busy} onClick={turnOff}>
            Turn off notifications on this device
          </button>
        </div>
      ) : (
        <div className="lead__moves">
          <button type="button" className="button" disabled={busy || on === null || key === undefined} onClick={turnOn}>
            Turn on notifications on this device
          </button>
        </div>
      )}
      <Said text={said?.text} problem={said?.problem} />
    </section>
  );
}
