/**
 * The Sites page's 30-day record (issue 51, part 2) against the mock service: each site's runs of
 * the last 30 days as "10 of 13 sent", in words for screen readers, sorted worst first and kept in
 * the address; Acme Marketing, whose stopped schedules missed runs, before Globex Shop, whose
 * reports all went out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

// 24 sites: the three hand-written ones among them (Initech's 5,000 schedules).
const mockApi = setupMockApi({ siteCount: 24 });

// Each site is two reads (its schedules, then its sent reports), and its reports are matched.
const SLOW = { timeout: 30_000 };

const table = () => screen.getByRole('table', { name: 'Your sites' });
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
const rowOf = (name: string) => bodyRows().find((row) => within(row).queryByRole('link', { name }));
const placeOf = (name: string) => bodyRows().findIndex((row) => row === rowOf(name));
/** The row's last cell: "Last 30 days". */
const recordCell = (name: string) => within(rowOf(name)!).getAllByRole('cell').at(-1)!;

/** Until both sites' records are in. */
async function findRecords(...names: string[]) {
  await waitFor(() => {
    for (const name of names) expect(recordCell(name)).toHaveTextContent(/ runs? sent in the /);
  }, SLOW);
}

describe('each site’s record on the Sites page', () => {
  // A window tall enough for every site's row: the sort is read from the rows' order, and a
  // window of rows (ADR 033) leaves the best records undrawn, wherever counting has got to.
  const { innerHeight } = window;
  const resizeTo = (height: number) => {
    window.innerHeight = height;
    window.dispatchEvent(new Event('resize'));
  };
  beforeEach(() => resizeTo(4_000));
  afterEach(() => resizeTo(innerHeight));

  it(
    'shows each site’s last 30 days in words, and sorts the worst first, kept in the address',
    { timeout: 40_000 },
    async () => {
      const user = userEvent.setup();
      renderApp({ route: '/?sort=record' });
      await screen.findByRole('table', { name: 'Your sites' }, SLOW);
      await findRecords('Acme Marketing', 'Globex Shop');

      // Acme's stopped schedules missed runs; Globex's reports all went out.
      const acme = recordCell('Acme Marketing');
      const acmeWords = /^(\d+) of (\d+) runs sent in the last 30 days/.exec(
        within(acme).getByText(/runs sent in the last 30 days/).textContent ?? '',
      );
      expect(Number(acmeWords?.[1])).toBeLessThan(Number(acmeWords?.[2]));
      // What shows is short; what it means is said whole, for hover and for screen readers.
      const shown = within(acme).getByText(/^\d+ of \d+ sent$/);
      expect(shown.closest('[aria-hidden="true"]')).toHaveAttribute(
        'title',
        expect.stringMatching(/ runs sent in the last 30 days/),
      );
      const globex = within(recordCell('Globex Shop')).getByText(/runs? sent in the last 30 days/);
      const [, sent, judged] = /^(\d+) of (\d+) /.exec(globex.textContent ?? '') ?? [];
      expect(Number(sent)).toBeGreaterThan(0);
      expect(sent).toBe(judged);

      const header = within(table()).getByRole('columnheader', { name: 'Last 30 days' });
      expect(header).toHaveAttribute('aria-sort', 'ascending');
      expect(screen.getByLabelText('Sort by')).toHaveValue('record');
      expect(placeOf('Acme Marketing')).toBeLessThan(placeOf('Globex Shop'));

      // Best first: the header again, in the address.
      await user.click(within(header).getByRole('button', { name: 'Last 30 days' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sort=-record'));
      expect(header).toHaveAttribute('aria-sort', 'descending');
      expect(placeOf('Globex Shop')).toBeLessThan(placeOf('Acme Marketing'));

      // Back to names: the sort leaves the address.
      await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
      await waitFor(() => expect(screen.getByTestId('location')).not.toHaveTextContent('sort='));
      expect(placeOf('Acme Marketing')).toBeLessThan(placeOf('Globex Shop'));
    },
  );

  it('says a site’s record is being counted until its sent reports are read and matched', async () => {
    // Acme's sent reports held back: its schedules are counted, its runs not yet judged.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mockApi.server.use(
      http.get('*/v1/site_reports', async ({ request }) => {
        if (new URL(request.url).searchParams.get('site_id') === ACME_SITE_ID) await held;
      }),
    );
    renderApp({ route: '/' });
    await screen.findByRole('table', { name: 'Your sites' }, SLOW);
    await findRecords('Globex Shop');
    const acme = within(rowOf('Acme Marketing')!).getAllByRole('cell');
    // Its reports counted, its record not yet.
    // Reports, two cells before the record (the Tags column shows only on wide screens).
    expect(acme.at(-3)).toHaveTextContent(/^\d+ · /);
    expect(acme.at(-1)).toHaveTextContent(/^Counting…$/);

    release();
    await findRecords('Acme Marketing');
  });
});
