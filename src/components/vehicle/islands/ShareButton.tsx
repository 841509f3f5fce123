import { useEffect, useRef, useState } from "react";
import { trackEvent } from "../../../client/analytics/track.ts";
import { LineIcon } from "./LineIcon.tsx";

export interface ShareButtonProps {
  url: string;
  title: string;
  /** The car shared, for §7 event 18. */
  carId?: string;
}

/** Spec §4: "Copy link shows 'Copied' 1.5 s". */
export const COPIED_MS = 1500;

type Status = "idle" | "copied" | "failed";
const MESSAGES: Record<Status, string> = { idle: "", copied: "Copied", failed: "Could not copy the link" };

/** The system share sheet where there is one (phones); otherwise the link goes to the clipboard. */
export default function ShareButton({ url, title, carId }: ShareButtonProps) {
  const [status, setStatus] = useState<Status>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: Status) => {
    clearTimeout(timer.current);
    setStatus(next);
    timer.current = setTimeout(() => setStatus("idle"), COPIED_MS);
  };

  const shared = (method: "native" | "copy-link") => {
    if (carId) trackEvent(18, { car_id: carId, method });
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      show("copied");
      shared("copy-link");
    } catch {
      show("failed");
    }
  };

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        shared("native");
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (error instanceof Error && error.name === "AbortError") return;
      }
    }
    await copy();
  };

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => void share()}>
        <LineIcon path="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" roundCaps />
        {status === "copied" ? "Copied" : "Share"}
      </button>
      <span role="status" className="visually-hidden">
        {MESSAGES[status]}
      </span>
    </>
  );
}
