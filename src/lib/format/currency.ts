/**
 * The dealer's currency (tenant.json `pricing.currency`, ISO 4217). Pages, channel feeds,
 * JSON-LD, leads and deposits use it; a stock export priced in another currency is refused row by
 * row, never relabelled (src/lib/feed/formats/transforms.ts readMoney).
 */
export const DEFAULT_CURRENCY = "AUD";

/**
 * Currencies Forecourt formats for shoppers, each in its home locale so its own dollars read
 * "$24,990". No zod here: islands format money, and their first JavaScript carries no zod.
 */
const HOME_LOCALE: Record<string, string> = { AUD: "en-AU", NZD: "en-NZ" };

/** An ISO 4217 code this runtime can format ("AUD", "NZD", "USD"…). */
export const isCurrencyCode = (code: string): boolean =>
  /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf("currency").includes(code);

/** The locale money is written in for this currency: another currency than these reads "USD 24,990". */
export const moneyLocale = (currency: string): string => HOME_LOCALE[currency] ?? "en-AU";
