import type { BrowserContext } from 'playwright-core';

/**
 * Content-Security-Policy violations seen by any browser context of the running test: the browser's
 * own "Refused to …" console errors and, for what it does not print, the page's
 * `securitypolicyviolation` events. e2e/support/csp-guard.ts fails each test that saw one, so every
 * journey proves the shop and the admin work under the BFF's policy (bff/src/http/security-headers.ts).
 */
const violations: string[] = [];

export async function watchCsp(context: BrowserContext): Promise<void> {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${message.location().url || message.page()?.url()}: ${message.text()}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** The violations since the last call, emptying the list. */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
