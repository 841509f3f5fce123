import { useEffect, useState } from "react";
import { formatNumber } from "#lib/format/number.ts";
import { SALES_COUNTER_REFRESH_MS, SALES_THIS_MONTH_PATH, type SalesThisMonth } from "#lib/home/home.ts";

/** 'Sales this Month': the build's count, re-read from /sales-this-month.json every 150 s (spec §9) while the page is open. */
export default function SalesCounter({
  initial,
  refreshMs = SALES_COUNTER_REFRESH_MS,
}: {
  initial: SalesThisMonth;
  refreshMs?: number;
}) {
  const [sales, setSales] = useState(initial);
  useEffect(() => {
    const timer = setInterval(async () => {
      try {
        const response = await fetch(SALES_THIS_MONTH_PATH, { cache: "no-store" });
        const data = response.ok ? ((await response.json()) as Partial<SalesThisMonth>) : undefined;
        if (data && Number.isInteger(data.count) && typeof data.month === "string")
          setSales({ count: data.count!, month: data.month });
      } catch {
        // Offline or mid-deploy: keep the number we have and try again next time.
      }
    }, refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return (
    <p className="sales-counter" data-sales-month={sales.month}>
      <strong className="sales-counter__count">{formatNumber(sales.count)}</strong>{" "}
      <span className="sales-counter__label">Sales this Month</span>
    </p>
  );
}
