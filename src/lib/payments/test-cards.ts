/**
 * The local hosted checkout's card rule, standing in for Stripe's test mode: Stripe's test card
 * numbers decide the outcome, other numbers are refused. Messages use Stripe's own wording.
 * https://docs.stripe.com/testing#cards
 */
export const CARD_MESSAGES = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  numberIncorrect: "Your card number is incorrect.",
  declined: "Your card was declined.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export const TEST_CARDS = {
  "4242424242424242": "authorised",
  "4000000000000002": "declined",
  "4000002500003155": "requires_authentication",
} as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}
export type CardFieldErrors = Partial<Record<keyof CardInput, string>>;
export type CardOutcome =
  | { outcome: "invalid"; errors: CardFieldErrors }
  | { outcome: "authorised" }
  | { outcome: "requires_authentication" }
  | { outcome: "declined"; message: string };

export const normaliseCardNumber = (input: string): string => input.replace(/[\s-]/g, "");

export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberError(input: string): string | undefined {
  const digits = normaliseCardNumber(input);
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberInvalid;
  if (digits.length < 13) return CARD_MESSAGES.numberIncomplete;
  if (digits.length > 19 || !luhnValid(digits)) return CARD_MESSAGES.numberInvalid;
  return undefined;
}

/** MM/YY (spaces allowed); a card is good until the end of its expiry month. */
export function expiryError(input: string, now = new Date()): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(input.replace(/\s/g, ""));
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return CARD_MESSAGES.expiryIncomplete;
  const year = 2000 + Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? CARD_MESSAGES.expiryPast : undefined;
}

export const cvcError = (input: string): string | undefined =>
  /^\d{3,4}$/.test(input.trim()) ? undefined : CARD_MESSAGES.cvcIncomplete;

export function testCardOutcome(card: CardInput, now = new Date()): CardOutcome {
  const errors: CardFieldErrors = {};
  const number = cardNumberError(card.number);
  const expiry = expiryError(card.expiry, now);
  const cvc = cvcError(card.cvc);
  if (number) errors.number = number;
  if (expiry) errors.expiry = expiry;
  if (cvc) errors.cvc = cvc;
  if (number || expiry || cvc) return { outcome: "invalid", errors };
  const known = TEST_CARDS[normaliseCardNumber(card.number) as keyof typeof TEST_CARDS];
  if (known === "authorised" || known === "requires_authentication") return { outcome: known };
  return {
    outcome: "declined",
    message: known === "declined" ? CARD_MESSAGES.declined : CARD_MESSAGES.numberIncorrect,
  };
}
