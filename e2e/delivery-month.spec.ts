/**
 * The portfolio's month on the Sites page (issue 51, part 3), in the demo of 20 sites: the
 * chart's code is not requested before the chart is shown; once every site is counted, the
 * table alternative's numbers for a day agree with the API's schedules and reports, judged by
 * the test with the rule itself (run-states.ts, unit- and property-tested), and the day's list
 * has its runs not sent. No serious axe violation with the chart shown.
 */
import { expect, test } from './test';
import type { Page } from '@playwright/test';
import { formatLongDate } from '#src/domain/format';
import { indexReports } from '#src/domain/report-index';
import { runsByDay, scheduleRunStates } from '#src/domain/run-states';
import type { Report, Schedule } from '#src/domain/schemas';
import {
  COUNTED_DEMO_SITES,
  COUNTING_MS,
  openSignedIn,
  runOnCountedDemo,
  seriousAxeViolations,
} from './fixtures';
import { allCountedLine } from './site-directory';

runOnCountedDemo();

/** The lazily loaded panel's chunk (delivery-month.tsx's import), chart library with it. */
const CHART_CHUNK = /\/assets\/delivery-month-panel-[\w-]+\.js$/;

interface SiteLists {
  schedules: Schedule[];
  reports: Report[];
}

/**
 * Every site's schedules and reports, asked of the API from the page as the app asks them.
 * Handed back as JSON text: Playwright copies a returned object value by value, far slower than
 * one string for Initech's megabytes of schedules and reports (docs/performance-history.md).
 */
async function everySitesLists(page: Page): Promise<{
  lists: SiteLists[];
  now: number;
  serviceTimeZone: string;
  userTimeZone: string;
}> {
  const text = await page.evaluate(async () => {
    const headers = { Authorization: `Basic ${btoa('demo:demo')}` };
    const read = async <T>(url: string) => (await (await fetch(url, { headers })).json()) as T;
    const sites: string[] = [];
    for (let url: string | null = '/v1/sites?limit=100'; url;) {
      const body: { results: { id: string }[]; next: string | null } = await read(url);
      sites.push(...body.results.map(({ id }) => id));
      url = body.next ? new URL(body.next).pathname + new URL(body.next).search : null;
    }
    const lists = await Promise.all(
      sites.map(async (id) => ({
        schedules: (
          await read<{ schedules: unknown[] }>(`/v1/site_reports/schedules?site_id=${id}`)
        ).schedules,
        reports: (await read<{ reports: unknown[] }>(`/v1/site_reports?site_id=${id}`)).reports,
      })),
    );
    // config.json names the service's zone, UTC when it names none.
    const config = await (await fetch('/config.json')).json();
    return JSON.stringify({
      lists,
      now: Date.now(),
      serviceTimeZone: (config as { serviceTimeZone?: string }).serviceTimeZone ?? 'UTC',
      userTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
  return JSON.parse(text);
}

/** The portfolio's days as the test works them out: each site's `runsByDay`, summed. */
function recomputedDays({
  lists,
  now,
  serviceTimeZone,
  userTimeZone,
}: Awaited<ReturnType<typeof everySitesLists>>) {
  const at = new Date(now);
  const sites = lists.map(({ schedules, reports }) => {
    const index = indexReports(reports);
    const context = { now: at, serviceTimeZone, siteTitles: schedules.map((each) => each.title) };
    const states = schedules.map((schedule) => ({
      uuid: schedule.uuid,
      title: schedule.title,
      states: scheduleRunStates(schedule, index, context),
    }));
    return runsByDay(states, at, userTimeZone);
  });
  return sites[0]!.map((day, place) => ({
    date: day.date,
    sent: sites.reduce((sum, site) => sum + site[place]!.sent, 0),
    notSent: sites.reduce((sum, site) => sum + site[place]!.notSent, 0),
    due: sites.reduce((sum, site) => sum + site[place]!.due, 0),
  }));
}

test('the month’s table lists a day’s numbers as the API gives them, its chart loaded when shown', async ({
  page,
}) => {
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (CHART_CHUNK.test(new URL(request.url()).pathname)) chartRequests.push(request.url());
  });
  await openSignedIn(page);
  const section = page.getByRole('region', { name: 'Delivery in the last 30 days' });
  await expect(allCountedLine(page, COUNTED_DEMO_SITES)).toBeVisible({ timeout: COUNTING_MS });
  // Every site counted, the page idle: the chart's code was never asked for.
  expect(chartRequests).toEqual([]);

  await section.getByRole('button', { name: 'Show the month’s delivery' }).click();
  await expect.poll(() => chartRequests.length).toBe(1);
  const table = section.getByRole('table', { name: /^Runs per day in the last 30 days/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(section.getByText(/^Partial:/)).toHaveCount(0);

  const days = recomputedDays(await everySitesLists(page));
  // A day with runs, past the last two (whose runs may still be in their 48 hours' grace, or
  // made since the page's instant): one with a run not sent if there is one.
  const settled = days.slice(0, -3).filter((day) => day.sent + day.notSent > 0);
  const day = settled.find((each) => each.notSent > 0) ?? settled.at(-1);
  if (!day) throw new Error('No day of the month has runs');
  const row = table.getByRole('row', { name: new RegExp(`^${formatLongDate(day.date)} `) });
  await expect(row.getByRole('cell')).toHaveText([
    day.sent.toLocaleString('en-US'),
    day.notSent.toLocaleString('en-US'),
    day.due.toLocaleString('en-US'),
  ]);

  if (day.notSent > 0) {
    // The table is out of sight beside the chart: reached by keys, as a screen reader's user does.
    await row.getByRole('button').focus();
    await page.keyboard.press('Enter');
    const list = section.getByRole('region', {
      name: new RegExp(`^${formatLongDate(day.date)} · `),
    });
    await expect(list.getByRole('listitem')).toHaveCount(day.notSent);
    await expect(list.getByRole('link', { name: /^Edit .+ \(.+\)$/ })).toHaveCount(day.notSent);
  }

  expect(await seriousAxeViolations(page)).toEqual([]);
});
