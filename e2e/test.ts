/**
 * The end-to-end suite's `test`: every page starts at the suite's instant (SUITE_NOW), and its
 * clock runs on from there. The demo's workers follow the page's clock (src/mock-service/
 * api-worker.ts), so the demo seeds its schedules and report history from that instant, and the
 * live tests' mock API server starts there too (MOCK_NOW, playwright.config.ts): whatever the
 * day, a test sees the same "Not sent" marks, the same Coming up, the same next runs.
 *
 * Specs import `test` from here, never from '@playwright/test' (eslint.config.js). A test that
 * needs an instant of its own sets it on the page (`page.clock.setFixedTime`, `setSystemTime`)
 * before the page loads, and says why.
 */
import { test as base } from '@playwright/test';
import { SUITE_NOW } from '#tests/support/suite-clock';

export { expect } from '@playwright/test';

export const test = base.extend<{ suiteClock: void }>({
  suiteClock: [
    async ({ page }, use) => {
      await page.clock.install({ time: SUITE_NOW });
      await use();
    },
    { auto: true },
  ],
});
