import { DEFAULT_CURRENCY, moneyLocale } from "./currency.ts";

/**
 * Money for shoppers, in the dealer's currency (`pricing.currency`). A dealer's build
 * runs in its own process and says its currency once (`usePageCurrency`); its pages' islands read
 * it from `<html data-currency>`; functions, which serve every dealer, pass it each time.
 */
// On globalThis: a build renders its pages in more than one module graph (src/data/tenant.ts).
const build = globalThis as { __forecourtCurrency?: string };

/** The build of one dealer's pages formats money in its currency from here on. */
export function usePageCurrency(currency: string): void {
  build.__forecourtCurrency = currency;
}

/** The currency of the page (or the build) being written: the dealer's, else AUD. */
export function currentCurrency(): string {
  if (build.__forecourtCurrency) return build.__forecourtCurrency;
  const fromPage = typeof document === "undefined" ? undefined : document.documentElement.dataset.currency;
  return fromPage ?? DEFAULT_CURRENCY;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: string, cents: boolean): Intl.NumberFormat {
  const key = `${currency}:${cents}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(moneyLocale(currency), {
      style: "currency",
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    formatters.set(key, format);
  }
  return format;
}

/** `$24,990`: prices are advertised in whole dollars. */
export function formatDollars(amount: number, currency = currentCurrency()): string {
  return formatter(currency, false).format(Math.round(amount));
}

/** `$146.73`: repayments keep their cents, prices do not. */
export function formatCents(amount: number, currency = currentCurrency()): string {
  return formatter(currency, true).format(amount);
}

/** `$1,249.50` from integer cents, as money taken is stored (deposits, payments, refunds): always with cents. */
export function formatAmountCents(cents: number, currency = currentCurrency()): string {
  return formatCents(cents / 100, currency);
}

const wholeNumber = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** `45,210 km`. */
export function formatKm(km: number): string {
  return `${wholeNumber.format(Math.round(km))} km`;
}
