/**
 * Known robots by their user agent: search and social crawlers, monitors, link previews, headless
 * browsers and HTTP libraries. Their page views are not a shopper's, so Insights does not count
 * them. A robot that passes as a browser is counted; this list only keeps the honest ones out.
 */
const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headlesschrome|phantomjs|python-|curl\/|wget\/|axios\/|node-fetch|go-http-client|java\/|okhttp|monitor|pingdom|uptime|gtmetrix|ahrefs|semrush|bingpreview|mediapartners/i;

export function isKnownBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}
