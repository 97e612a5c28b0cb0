/** The site's run calendar in demo mode: counts per day, a day's runs, months, moved runs. */
import { expect, test } from './test';
import { ACME, listPath, openPath, seriousAxeViolations, openSignedIn } from './fixtures';

test.beforeEach(async ({ page }) => {
  // Straight to a small site's list: the Sites page would start counting 260 sites.
  await openSignedIn(page, 'demo', listPath(ACME));
});

test('from the list to the calendar, a day with runs, and on to a schedule', async ({ page }) => {
  await openPath(page, listPath(ACME));
  await page
    .getByRole('navigation', { name: 'Views of the schedules' })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Run calendar' })).toBeVisible();
  await expect(page.getByText(/^Days and times in /)).toBeVisible();

  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page).toHaveURL(/[?&]month=\d{4}-\d{2}/);
  const month = new URL(page.url()).searchParams.get('month') ?? '';
  // The next month's grid, not the one before it still on screen: its days are what is read.
  const monthName = new Date(`${month}-15T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  await expect(
    page.getByRole('status').filter({ hasText: new RegExp(`runs? in ${monthName}`) }),
  ).toBeVisible();

  // The first day with runs: its button says how many, and choosing it lists them.
  const busyDay = page.getByRole('button', { name: /: \d+ runs?/ }).first();
  const name = (await busyDay.getAttribute('aria-label')) ?? (await busyDay.innerText());
  const runs = Number(/: (\d+) runs?/.exec(name)?.[1]);
  await busyDay.click();
  await expect(page).toHaveURL(new RegExp(`day=${month}-\\d{2}`));
  const dayRuns = page.getByRole('list', { name: /^Runs on / });
  await expect(dayRuns.getByRole('listitem')).toHaveCount(runs);
  expect(await seriousAxeViolations(page)).toEqual([]);

  const edit = dayRuns.getByRole('link', { name: /^Edit / }).first();
  const title = ((await edit.getAttribute('aria-label')) ?? (await edit.innerText())).replace(
    /^Edit /,
    '',
  );
  const calendarUrl = page.url();
  await edit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit schedule' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);

  // Saved, the edit comes back to the calendar it started from, the same month and day.
  await page.getByLabel('Title').fill(`${title} (from the calendar)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('button', { name: 'Confirm and save' }).click();
  await expect(page).toHaveURL(calendarUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Run calendar' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Run calendar'),
  ).toHaveAttribute('aria-current', 'page');
  await expect(dayRuns.getByText(`${title} (from the calendar)`)).toBeVisible();
});

test('marks a monthly run moved to a short month’s end, and Back returns to the month', async ({
  page,
}) => {
  // Acme's backup audit runs on the 31st: April has 30 days, so the service runs on the 30th.
  await page.goto(`/sites/${ACME}/calendar?month=2030-03`);
  await expect(page.getByRole('heading', { level: 2, name: 'March 2030' })).toBeVisible();
  await page.getByRole('link', { name: 'Next month' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'April 2030' })).toBeVisible();
  await expect(page.getByRole('button', { name: /moved to the month's end/ })).not.toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: 'March 2030' })).toBeVisible();
});

test('the days are a grid the keyboard can walk', async ({ page }) => {
  await page.goto(`/sites/${ACME}/calendar?month=2030-04&day=2030-04-10`);
  const chosen = page.getByRole('button', { name: /^Wednesday, April 10, 2030/ });
  await expect(chosen).toBeVisible();
  await chosen.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: /^Thursday, April 11, 2030/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/day=2030-04-11/);
  await expect(
    page.getByRole('heading', { name: 'Runs on Thursday, April 11, 2030' }),
  ).toBeVisible();
});
