import { z } from "zod";
import { contactDetailsShape } from "../forms/contact-details.ts";
import { formatZonedDateTime } from "../format/date.ts";
import { formatCents, formatDollars } from "../format/money.ts";
import { referenceCode, referenceCodePattern } from "../format/reference-code.ts";
import { idempotencyKeySchema } from "../forms/enquiry.ts";
import { MESSAGES, OWN_MESSAGES } from "../forms/messages.ts";
import type { OnlinePaymentStatus } from "./lifecycle.ts";

/**
 * Online payment (§2 /online-payment): a shopper pays the dealer an amount against a
 * reference (a vehicle balance, a service invoice) through the payments provider. The rules shared
 * by the function, the page and the island. Pure: the clock and the randomness are passed in.
 */

/** tenant.json `features.onlinePayment` when the dealer gives no limits of their own. */
export const ONLINE_PAYMENT_DEFAULTS = {
  minAmount: 10,
  maxAmount: 10_000,
  purposes: ["Vehicle balance", "Service invoice"],
} as const;

/** What a dealer decides about online payments (tenant.json `features.onlinePayment`). */
export interface PaymentLimits {
  /** Dollars. */
  minAmount: number;
  /** Dollars. */
  maxAmount: number;
  /** What a shopper may pay for, in the order offered. */
  purposes: readonly string[];
}

export const DEFAULT_PAYMENT_LIMITS: PaymentLimits = ONLINE_PAYMENT_DEFAULTS;

/** A dealer's limit, as written in their page and messages: whole dollars without cents. */
export const formatLimit = (dollars: number): string =>
  Number.isInteger(dollars) ? formatDollars(dollars) : formatCents(dollars);

export const ONLINE_PAYMENT_MESSAGES = {
  /** The spec-like wording for an amount outside the dealer's limits. */
  amountRange: (limits: Pick<PaymentLimits, "minAmount" | "maxAmount">) =>
    `Please enter an amount between ${formatLimit(limits.minAmount)} and ${formatLimit(limits.maxAmount)}.`,
  amountInvalid: "Please enter an amount in dollars and cents, for example 250.00.",
  referenceInvalid: "Please enter the reference as it appears on your paperwork: up to 40 letters, digits, - or /.",
  notOffered: "Online payments aren't available here. Please contact us.",
  cancelled: "Payment cancelled. No money has been taken; you can try again.",
  declined: "Your last card was declined. No money has been taken; you can try again.",
  pending: "Waiting for the payment to be confirmed…",
  paid: "Payment received. Thank you.",
} as const;

/** What the shopper is told about their payment on the receipt page. */
export function paymentStatusText(status: OnlinePaymentStatus): string {
  switch (status) {
    case "pending":
      return ONLINE_PAYMENT_MESSAGES.pending;
    case "paid":
      return ONLINE_PAYMENT_MESSAGES.paid;
    case "failed":
      return ONLINE_PAYMENT_MESSAGES.declined;
  }
}

/**
 * Dollars as typed ("250", "250.5", "$1,250.00", " 99.99 ") or sent as a number, to integer cents;
 * null when it is not an amount of dollars with at most two decimals. Commas only as thousands.
 */
export function parseAmountCents(input: string | number): number | null {
  const text = (typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input)
    .trim()
    .replace(/^\$\s*/, "");
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(text) || text.length > 15) return null;
  const [whole = "0", fraction = ""] = text.replace(/,/g, "").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export const withinLimits = (cents: number, limits: Pick<PaymentLimits, "minAmount" | "maxAmount">): boolean =>
  cents >= Math.round(limits.minAmount * 100) && cents <= Math.round(limits.maxAmount * 100);

/** An invoice, stock or order number as printed: 1–40 letters, digits, dashes and slashes. */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{0,39}$/;

export const RECEIPT_PATTERN = referenceCodePattern("PAY");

/** `PAY-XXXX-XXXX` from random numbers in [0, 1). */
export const receiptNumber = (random: () => number): string => referenceCode(random, "PAY");

/** "26 Nov 2026, 2:05 pm AEDT": when a payment was made, on the dealer's clock, for the receipt and the SMS. */
export const formatPaidAt = (instant: Date, timeZone: string): string => formatZonedDateTime(instant, timeZone, "year");

/**
 * POST /api/online-payment's body for one dealer's limits and purposes: the island checks with it
 * before sending, the function parses with it (the contract carries the defaults). The amount is
 * dollars as typed; the output has it in cents (`amount_cents`).
 */
export function onlinePaymentRequestSchema(limits: PaymentLimits = DEFAULT_PAYMENT_LIMITS) {
  return z
    .object({
      purpose: z
        .string({ error: OWN_MESSAGES.choose })
        .trim()
        .min(1, OWN_MESSAGES.choose)
        .refine((purpose) => limits.purposes.includes(purpose), OWN_MESSAGES.choose),
      reference: z
        .string({ error: MESSAGES.required })
        .trim()
        .min(1, MESSAGES.required)
        .regex(PAYMENT_REFERENCE_PATTERN, ONLINE_PAYMENT_MESSAGES.referenceInvalid),
      amount: z.union([z.string(), z.number()], { error: MESSAGES.required }).transform((value, ctx) => {
        if (typeof value === "string" && !value.trim()) {
          ctx.addIssue({ code: "custom", message: MESSAGES.required });
          return z.NEVER;
        }
        const cents = parseAmountCents(value);
        if (cents === null) {
          ctx.addIssue({ code: "custom", message: ONLINE_PAYMENT_MESSAGES.amountInvalid });
          return z.NEVER;
        }
        if (!withinLimits(cents, limits)) {
          ctx.addIssue({ code: "custom", message: ONLINE_PAYMENT_MESSAGES.amountRange(limits) });
          return z.NEVER;
        }
        return cents;
      }),
      ...contactDetailsShape,
      idempotency_key: idempotencyKeySchema.optional(),
    })
    .transform(({ amount, ...rest }) => ({ ...rest, amount_cents: amount }));
}
export type OnlinePaymentRequest = z.output<ReturnType<typeof onlinePaymentRequestSchema>>;
