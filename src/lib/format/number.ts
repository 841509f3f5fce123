const formatters = new Map<number, Intl.NumberFormat>();

/** `15,000` or `8.1`: grouped, with at most `fractionDigits` decimals. */
export function formatNumber(value: number, fractionDigits = 0): string {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-AU", { maximumFractionDigits: fractionDigits });
    formatters.set(fractionDigits, formatter);
  }
  return formatter.format(value);
}
