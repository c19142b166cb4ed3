import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, plus: every browser context a test opens itself (`browser.newContext()`, `newPage()`, the
 * specs' `signedIn` helpers) is closed when the test ends, as Playwright closes the one of its `page` fixture. Left
 * open, they stayed for the rest of the worker's run: a failed test's screenshot counted sixteen pages, each a
 * renderer process holding its memory beside the tests that followed.
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      await Promise.all(browser.contexts().map((context) => (before.has(context) ? null : context.close())));
    },
    { auto: true },
  ],
});

export { expect };
