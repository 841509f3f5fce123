/** The messages a shopper reads about alerts, declared once (no zod: islands import them). */
export const ALERT_MESSAGES = {
  consentRequired: "Please tick the box to agree to these alerts.",
  confirmEmail: "Nearly done: we've emailed you a link to confirm these alerts.",
  active: "Done: we'll text you when there's news.",
  confirmed: "Your alerts are on. Every alert has a link to stop them.",
  unsubscribed: "You won't get these alerts any more.",
  badLink: "This link is not valid. Please use the latest link we emailed you.",
  expiredLink: "This link has expired. Please ask for the alerts again.",
  searchRequired: "Choose at least one filter or search words first.",
  emailRequired: "Please enter your email address.",
  signInForSms: "Sign in with your mobile to get alerts by text.",
  tooMany: "Too many alert requests. Please try again later.",
  noSmsAlerts: "We send these alerts by email. Please enter your email address.",
} as const;
