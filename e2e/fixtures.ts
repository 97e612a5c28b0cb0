import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The demo's sites, from the mock service's directory rather than copied.
export { ACME_SITE_ID as ACME, INITECH_SITE_ID as INITECH } from '#src/mock-service/directory';

export const listPath = (siteId: string) => `/sites/${siteId}/schedules`;

/**
 * The first schedule's Edit link: on screen only once schedules have loaded (unlike the first
 * list item, which the breadcrumb provides at once).
 */
export const firstSchedule = (page: Page) => page.getByRole('link', { name: /^Edit / }).first();

/** Sign in through the form, as a user does, and wait for the page behind it. */
export async function signIn(page: Page, account: 'demo' | 'viewer' = 'demo', returnTo = '/') {
  await page.goto(returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Username').fill(account);
  await page.getByLabel('Password').fill(account);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** Serious and critical axe violations of the page as it is now (WCAG 2.x A and AA rules). */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
