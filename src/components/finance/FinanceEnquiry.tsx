import { useEffect, useState } from "react";
import { financePrefill, prefillDetails, type FinancePrefill } from "#lib/finance/finance-query.ts";
import { $financeApplication } from "../../stores/finance-application.ts";
import EnquiryForm, { type EnquiryFormProps } from "../leads/EnquiryForm.tsx";

/**
 * The finance page's enquiry (kind "finance", the leads flow), prefilled from the query string
 * (spec §2). The page is static, so the query is read once hydrated and the form remounted with it.
 */
export default function FinanceEnquiry(props: Omit<EnquiryFormProps, "kind" | "carId" | "preset" | "initialDetails">) {
  const [prefill, setPrefill] = useState<FinancePrefill | null>(null);
  useEffect(() => {
    const found = financePrefill(
      location.search,
      props.dealerships.map((d) => d.id),
    );
    setPrefill(found);
    // The popup dialog opened from this page applies for the same car.
    if (found.carId) $financeApplication.setKey("car_id", found.carId);
    if (found.purchasePrice && !$financeApplication.get().purchasePrice)
      $financeApplication.setKey("purchasePrice", found.purchasePrice);
    if (location.hash === "#finance-form") document.getElementById("finance-form")?.scrollIntoView();
  }, []);
  if (!prefill) return <EnquiryForm {...props} kind="finance" key="static" />;
  return (
    <EnquiryForm
      {...props}
      key="prefilled"
      kind="finance"
      carId={prefill.carId}
      preset={prefill.dealershipId ? { dealership_id: prefill.dealershipId } : undefined}
      initialDetails={prefillDetails(prefill)}
      submitLabel="Send finance enquiry"
    />
  );
}
