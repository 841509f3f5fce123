import { test as base, expect } from "@playwright/test";

export * from "@playwright/test";

/**
 * Every browser test runs under the production content security policy (the local server sends
 * each tenant's `_headers`) and fails on any `securitypolicyviolation` in any of its pages: a
 * script or resource the policy would block in production is a broken page.
 */
/**
 * Every test is a shopper with an address of their own (in 198.18.0.0/15, RFC 2544's test range, taken
 * from the test's id): per-address limits (one reservation per address, SMS codes an hour) would
 * otherwise make the whole suite one shopper, and tests running side by side would refuse each
 * other. The browser tests' server reads it (scripts/server/functions-runner.ts).
 */
function shopperAddress(testId: string): string {
  let hash = 0;
  for (const char of `${testId}${Date.now()}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `198.18.${(hash >>> 8) & 255}.${hash & 255}`;
}

/**
 * A dealer with measurement tags asks every new shopper about cookies. Tests are shoppers
 * who already declined (no banner over the page, no tag requested), except where a test sets
 * `consentChoice: "unasked"` to meet the banner.
 */
const CONSENT_KEY = "forecourt:consent";

export const test = base.extend<{ cspViolations: string[]; consentChoice: "denied" | "unasked" }>({
  consentChoice: ["denied", { option: true }],
  page: async ({ page, consentChoice }, use) => {
    if (consentChoice === "denied")
      await page.addInitScript(
        ([key, value]) => {
          if (!localStorage.getItem(key!)) localStorage.setItem(key!, value!);
        },
        [CONSENT_KEY, JSON.stringify({ choice: "denied", at: new Date().toISOString() })],
      );
    await use(page);
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forecourt-test-client-ip": shopperAddress(testInfo.testId) });
  },
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding("__forecourtCspViolation", (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const where = event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : "";
          const report = (window as unknown as { __forecourtCspViolation: (text: string) => void })
            .__forecourtCspViolation;
          report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}${where}`);
        });
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
