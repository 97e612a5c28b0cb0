/**
 * Runs that produced no report, in the demo (issue 34): the list's mark and filter, the edit
 * page's run, a new schedule unmarked, and the Sites page's "Reports not sent" on the 20-site
 * demo. The same checks run in live mode (e2e/live/live-mode.spec.ts).
 */
import { test } from './test';
import { COUNTED_DEMO_SITES, COUNTING_MS, startDemoWithSites } from './fixtures';
import {
  expectNewScheduleUnmarked,
  expectSitesFilterListsAcme,
  expectStoppedScheduleMarked,
} from './runs-not-sent';

test('marks a stopped schedule of Acme in the list and on its edit page, not one created today', async ({
  page,
}) => {
  await expectStoppedScheduleMarked(page);
  await expectNewScheduleUnmarked(page);
});

test('the Sites page’s "Reports not sent" lists Acme Marketing, not Globex Shop', async ({
  page,
}) => {
  test.setTimeout(COUNTING_MS * 2);
  await startDemoWithSites(page, COUNTED_DEMO_SITES);
  await expectSitesFilterListsAcme(page);
});
