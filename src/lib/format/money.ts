const wholeDollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });
const wholeNumber = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** `$24,990`: prices are advertised in whole dollars. */
export function formatDollars(amount: number): string {
  return wholeDollars.format(Math.round(amount));
}

/** `45,210 km`. */
export function formatKm(km: number): string {
  return `${wholeNumber.format(Math.round(km))} km`;
}

const withCents = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `$146.73`: repayments keep their cents, prices do not. */
export function formatCents(amount: number): string {
  return withCents.format(amount);
}
