/**
 * Known robots by their user agent: search and social crawlers, monitors, link previews, headless
 * browsers and HTTP libraries. Their page views are not a shopper's, so Insights does not count
 * them. A robot that passes as a browser is counted; this list only keeps the honest ones out.
 */
// "…bot/2.1", "AdsBot-Google", "…bot;": a phone named CUBOT is not one; "+http" is a crawler's
// contact page, which browsers never carry.
const BOT_AGENT =
  /bot[/;-]|\bbot\b|\+https?:|crawl|spider|slurp|facebookexternalhit|googleother|google-inspectiontool|embedly|preview|lighthouse|pagespeed|headlesschrome|phantomjs|python-|curl\/|wget\/|axios\/|node-fetch|go-http-client|java\/|okhttp|monitor|pingdom|uptime|gtmetrix|ahrefs|semrush|mediapartners/i;

export function isKnownBot(userAgent: string | null | undefined): boolean {
  return !userAgent || BOT_AGENT.test(userAgent);
}
