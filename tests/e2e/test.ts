import { test as base, expect } from "@playwright/test";

export * from "@playwright/test";

/**
 * Every browser test runs under the production content security policy (the local server sends
 * each tenant's `_headers`) and fails on any `securitypolicyviolation` in any of its pages: a
 * script or resource the policy would block in production is a broken page (issue 17).
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
