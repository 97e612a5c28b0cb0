/**
 * A schedule's recent runs on its edit page and in the list (issue 51, part 1): Acme's "Weekly traffic snapshot"
 * missed its last run before seeding. One mark per run the service keeps, counted by the test
 * from the service's calendar (weekly, UTC), its sent marks as many as the API's reports of the
 * title, and the run not sent named as such with its date.
 */
import { expect, test } from './test';
import { ACME, listPath, openSignedIn, scheduleRow } from './fixtures';

const TITLE = 'Weekly traffic snapshot';
const DAY_MS = 86_400_000;
const RETENTION_MS = 92 * DAY_MS;

test('the edit page has a mark per run in retention, the one not sent named with its date', async ({
  page,
}) => {
  await openSignedIn(page, 'demo', listPath(ACME));
  await expect(scheduleRow(page, TITLE)).toBeVisible();
  const { next, reports, now } = await page.evaluate(
    async ([site, title]) => {
      const headers = { Authorization: `Basic ${btoa('demo:demo')}` };
      const listed = (await (
        await fetch(`/v1/site_reports/schedules?site_id=${site}`, { headers })
      ).json()) as { schedules: { title: string; next_scheduled_date: string }[] };
      const sent = (await (
        await fetch(`/v1/site_reports?site_id=${site}`, { headers })
      ).json()) as {
        reports: { title: string }[];
      };
      return {
        next: listed.schedules.find((each) => each.title === title)?.next_scheduled_date ?? '',
        reports: sent.reports.filter((report) => report.title === title).length,
        now: Date.now(),
      };
    },
    [ACME, TITLE] as const,
  );
  // The service's runs: every 7 days back from the next, in UTC (no clock change to cross).
  const runs: number[] = [];
  for (let at = Date.parse(next) - 7 * DAY_MS; at >= now - RETENTION_MS; at -= 7 * DAY_MS) {
    runs.unshift(at);
  }
  expect(runs.length).toBeGreaterThan(10);

  // The list's compact strip: the last 8 runs, the newest not sent.
  const compact = scheduleRow(page, TITLE).getByRole('img', { name: /^Last 8 runs: / });
  await expect(compact).toHaveAccessibleName(/, 1 not sent\b.*\. Newest: Not sent: /);
  const listWords = await compact
    .locator('[title]')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('title')));

  await page.getByRole('link', { name: `Edit ${TITLE}`, exact: true }).click();
  const strip = page.getByRole('list', { name: 'Recent runs, oldest first' });
  await expect(strip.getByRole('listitem')).toHaveCount(runs.length);
  await expect(strip.getByRole('link', { name: /^Sent: / })).toHaveCount(reports);
  const notSent = strip.getByRole('img', { name: /^Not sent: / });
  await expect(notSent).toHaveCount(1);
  // The last run, in the user's zone (New York) as the rest of the page writes it.
  const lastRun = new Date(runs.at(-1) ?? 0);
  const words = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'America/New_York',
      }).format(new Date(iso)),
    lastRun.toISOString(),
  );
  await expect(notSent).toHaveAccessibleName(new RegExp(`^Not sent: .*${words}`));
  await expect(strip.getByRole('listitem').last().getByRole('img')).toHaveAccessibleName(
    /^Not sent: /,
  );
  // The list's marks are the edit page's last 8, in the same words.
  const pageWords = await strip
    .locator('[data-words]')
    .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-words')));
  expect(listWords).toEqual(pageWords.slice(-8));
});
