/**
 * Leads the site writes about money rather than a shopper's enquiry: a deposit's news (held,
 * captured, released: one lead each) and an online payment's. Insights counts deposits on their
 * own, so these are not leads there, nor in a salesperson's response figures.
 */
export const PAYMENT_LEAD_KINDS = ["reserve", "online-payment"] as const;
