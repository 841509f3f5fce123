import { useStore } from "@nanostores/react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { $financeDialogOpen, openFinanceDialog } from "../../stores/finance-application.ts";
// Type-only: erased from the page's bundle, which loads the panel itself only on the first open.
import type { FinanceDialogProps } from "./FinanceDialogPanel.tsx";
import type { DialogEnquiry } from "./DetailsStep.tsx";
import "./finance.css";

/**
 * The element holding the dialog's enquiry rules (dealerships, locations, options) as JSON: the
 * page's enquiry form carries the same, so the dialog reads them once opened instead of in its props.
 */
export const FINANCE_DIALOG_ENQUIRY_ID = "finance-dialog-enquiry";

/** The dialog's steps and form checks load when it first opens, not with the page. */
const FinanceDialogPanel = lazy(() => import("./FinanceDialogPanel.tsx"));

/**
 * The popup finance dialog (spec §2). This island only takes over the page's 'Get Finance' links
 * (data-action="finance"), which without JavaScript go to the finance page, and opens the dialog
 * (FinanceDialogPanel) on the first click or `openFinanceDialog()`; it stays mounted after that.
 */
export default function FinanceDialog(props: Omit<FinanceDialogProps, "enquiry">) {
  const open = useStore($financeDialogOpen);
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const enquiry = useMemo<DialogEnquiry | undefined>(
    () => (opened ? JSON.parse(document.getElementById(FINANCE_DIALOG_ENQUIRY_ID)?.textContent || "null") : undefined),
    [opened],
  );

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-action="finance"], [data-opens-finance-dialog]');
      if (
        !link ||
        (!props.takeOverLinks && link.tagName === "A") ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      event.preventDefault();
      openFinanceDialog({ purchasePrice: props.car?.price, carId: props.car?.id });
    };
    document.addEventListener("click", onClick);
    document.documentElement.dataset.financeDialog = "ready";
    return () => document.removeEventListener("click", onClick);
  }, []);

  return enquiry ? (
    <Suspense fallback={null}>
      <FinanceDialogPanel {...props} enquiry={enquiry} />
    </Suspense>
  ) : null;
}
