/**
 * The demo's service worker answers the app's fetch worker (ADR 035, ADR 011): the lists it reads
 * come from the page's mock, also once the browser has stopped the service worker, which then
 * no longer knows whose worker it is.
 */
import { expect, test } from './test';
import {
  ACME,
  COUNTED_DEMO_SITES,
  COUNTING_MS,
  listPath,
  openSignedIn,
  runOnCountedDemo,
  scheduleRows,
} from './fixtures';
import { allCountedLine } from './site-directory';

runOnCountedDemo();

test("after the browser stops the demo's service worker, the lists read off the page still come", async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(scheduleRows(page).first()).toBeVisible();

  // As Chromium does to an idle service worker: the next request starts it again, empty.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');

  // The Sites page counts every site from its two lists, each read by the fetch worker.
  await page.getByRole('link', { name: 'Sites', exact: true }).first().click();
  await expect(allCountedLine(page, COUNTED_DEMO_SITES)).toBeVisible({ timeout: COUNTING_MS });
  await expect(page.getByText(/could not be read|could not be counted/i)).toHaveCount(0);
});
