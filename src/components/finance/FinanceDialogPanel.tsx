import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import {
  $financeApplication,
  $financeDialogOpen,
  closeFinanceDialog,
  type DialogStep,
} from "../../stores/finance-application.ts";
import type { ComparisonExample } from "#lib/finance/comparison.ts";
import { $user } from "../../stores/user.ts";
import { type DialogEnquiry, DetailsStep } from "./DetailsStep.tsx";
import { PreApprovalStep } from "./PreApprovalStep.tsx";
import { QuickEstimateStep } from "./QuickEstimateStep.tsx";

/** What the page gives the dialog (through the FinanceDialog island, which passes them on as they are). */
export interface FinanceDialogProps {
  example: ComparisonExample;
  enquiry: DialogEnquiry;
  /** On a car page: the car the application is for. */
  car?: { id: string; price?: number; year?: number; vin?: string; nvic?: string };
  /** Take over the page's 'Get Finance' links (not when the dealer sends them to an external finance site). */
  takeOverLinks: boolean;
}

const STEPS: { step: DialogStep; title: string }[] = [
  { step: "estimate", title: "Quick Estimate" },
  { step: "details", title: "Your Details" },
  { step: "verify", title: "Instant pre-approval" },
  { step: "apply", title: "Apply to lender" },
];

/**
 * The popup finance dialog itself (spec §2): a native modal <dialog>, so focus stays inside and
 * Escape closes it. Its answers live in a store and survive closing and reopening. Loaded by
 * FinanceDialog the first time the dialog opens.
 */
export default function FinanceDialogPanel(props: FinanceDialogProps) {
  const open = useStore($financeDialogOpen);
  const app = useStore($financeApplication);
  const [applying, setApplying] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<Element | null>(null);
  const shownStep: DialogStep = applying ? "apply" : app.step;
  const title = STEPS.find((s) => s.step === shownStep)!.title;

  useEffect(() => {
    const remembered = $user.get();
    for (const key of ["first_name", "last_name", "email", "phone"] as const)
      if (remembered[key] && !$financeApplication.get()[key]) $financeApplication.setKey(key, remembered[key]!);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      heading.current?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  // A new step: its heading takes focus, so a screen reader announces where the shopper is.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [shownStep]);

  function onClose() {
    closeFinanceDialog();
    (opener.current as HTMLElement | null)?.focus?.();
  }
  const go = (step: DialogStep) => $financeApplication.setKey("step", step);

  return (
    <dialog ref={dialog} className="finance-dialog" aria-labelledby="finance-dialog-title" onClose={onClose}>
      {open && (
        <div className="finance-dialog__inner">
          <div className="finance-dialog__head">
            <h2 id="finance-dialog-title" ref={heading} tabIndex={-1}>
              {title}
            </h2>
            <button
              type="button"
              className="finance-dialog__close"
              aria-label="Close"
              onClick={() => dialog.current?.close()}
              disabled={applying}
            >
              ×
            </button>
          </div>
          <ol className="finance-dialog__steps" aria-label="Steps">
            {STEPS.map((s, index) => (
              <li key={s.step} aria-current={s.step === shownStep ? "step" : undefined}>
                {index + 1}. {s.title}
              </li>
            ))}
          </ol>
          {shownStep === "estimate" && (
            <QuickEstimateStep example={props.example} car={props.car} onNext={() => go("details")} />
          )}
          {shownStep === "details" && (
            <DetailsStep enquiry={props.enquiry} onBack={() => go("estimate")} onNext={() => go("verify")} />
          )}
          {(shownStep === "verify" || shownStep === "apply") && (
            <PreApprovalStep car={props.car} onBack={() => go("details")} onApplying={setApplying} />
          )}
        </div>
      )}
    </dialog>
  );
}
