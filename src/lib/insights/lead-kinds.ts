/**
 * Leads the site writes about money rather than a shopper's enquiry: a deposit's news (held,
 * captured, released: one lead each), which Insights counts as deposits instead, and an online
 * payment's (a service invoice or an order, not a car's enquiry). Neither is a lead in Insights
 * nor in a salesperson's response figures.
 */
export const PAYMENT_LEAD_KINDS = ["reserve", "online-payment"] as const;
