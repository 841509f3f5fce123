import { useStore } from "@nanostores/react";
import { $toast } from "../../stores/toast.ts";

/** The page's one live region for short confirmations. */
export default function Toast() {
  const toast = useStore($toast);
  return (
    <p className="toast" role="status" aria-live="polite">
      {toast?.text}
    </p>
  );
}
