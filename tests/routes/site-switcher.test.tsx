/**
 * The site switcher: Ctrl+K or the header's button on any signed-in page, a combobox over the
 * site directory, the keyboard's moves, and the way back where focus was.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { readRecentSites, rememberSite } from '#src/features/sites/recent-sites';
import { THIRD_PAGE_SITE } from '#src/mock-service/directory';
import {
  ACME_SITE_ID,
  GLOBEX_SITE_ID,
  INITECH_SITE_ID,
  setupMockApi,
} from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

const mockApi = setupMockApi();

const SLOW = { timeout: 15_000 };
const ACME_LIST = `/sites/${ACME_SITE_ID}/schedules`;

async function renderAcmeList() {
  const rendered = renderApp({ route: ACME_LIST });
  await screen.findByRole('heading', { level: 1, name: 'Report schedules' }, SLOW);
  return rendered;
}

async function findSwitcher() {
  const dialog = await screen.findByRole('dialog', { name: 'Go to a site' }, SLOW);
  const combobox = within(dialog).getByRole('combobox', { name: /Search sites/ });
  return { dialog, combobox };
}

/** The options once the directory is in (the status says how many match). */
async function findOptions(dialog: HTMLElement) {
  await within(dialog).findByText(/sites? match(?!, more)/, {}, SLOW);
  return within(dialog).getAllByRole('option');
}

describe('the site switcher', () => {
  it('opens on Ctrl+K as a combobox over a listbox, filters, moves, and opens the site', async () => {
    const { user } = await renderAcmeList();
    screen.getByRole('link', { name: 'Report scheduler' }).focus();
    await user.keyboard('{Control>}k{/Control}');

    const { dialog, combobox } = await findSwitcher();
    expect(combobox).toHaveFocus();
    await user.type(combobox, 'quillfeather');
    const options = await findOptions(dialog);
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 site matches');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent(THIRD_PAGE_SITE.name);

    const listbox = within(dialog).getByRole('listbox');
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/sites/${THIRD_PAGE_SITE.id}/schedules`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves with the arrows, and Escape closes it, returning focus where it was', async () => {
    const { user } = await renderAcmeList();
    const button = screen.getByRole('button', { name: 'Go to site' });
    await user.click(button);

    const { dialog, combobox } = await findSwitcher();
    await user.type(combobox, 'acme');
    const options = await findOptions(dialog);
    expect(options.length).toBeGreaterThan(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(combobox).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(ACME_LIST);
  });

  it('lists the sites opened lately first while the box is empty', async () => {
    rememberSite({ id: INITECH_SITE_ID, name: 'Initech Agency' });
    rememberSite({ id: GLOBEX_SITE_ID, name: 'Globex Shop' });
    const { user } = await renderAcmeList();
    // Acme's own page remembers Acme, last: newest first.
    await waitFor(() => expect(readRecentSites()[0]?.id).toBe(ACME_SITE_ID), SLOW);
    await user.keyboard('{Control>}k{/Control}');

    const { dialog } = await findSwitcher();
    const options = await findOptions(dialog);
    expect(options.slice(0, 3).map((option) => option.firstChild?.textContent)).toEqual([
      'Acme Marketing',
      'Globex Shop',
      'Initech Agency',
    ]);
    // 260 sites: 50 drawn, the rest found by typing.
    expect(options).toHaveLength(50);
    expect(within(dialog).getByRole('status')).toHaveTextContent(/Showing 50 of 2\d\d/);
  });

  it('offers "Open a site by ID" where the platform lists no sites', async () => {
    mockApi.server.use(
      http.get('*/v1/sites', () =>
        HttpResponse.json({ results: [], count: 0, next: null, previous: null }),
      ),
    );
    const { user } = await renderAcmeList();
    await user.keyboard('{Control>}k{/Control}');

    const dialog = await screen.findByRole('dialog', { name: 'Go to a site' }, SLOW);
    const siteId = await within(dialog).findByLabelText('Site ID', {}, SLOW);
    await user.type(siteId, GLOBEX_SITE_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/sites/${GLOBEX_SITE_ID}/schedules`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the plain-key shortcuts', () => {
  it("'/' focuses the page's search, '?' lists the shortcuts, neither while typing", async () => {
    const { user } = await renderAcmeList();
    const search = await screen.findByRole('searchbox', { name: /Search/ }, SLOW);
    // The shortcuts load after the page: press until they answer.
    await waitFor(async () => {
      screen.getByRole('link', { name: 'Report scheduler' }).focus();
      await user.keyboard('/');
      expect(search).toHaveFocus();
    }, SLOW);
    expect(search).toHaveValue('');

    // In a field, both keys are typed.
    await user.keyboard('a/?');
    expect(search).toHaveValue('a/?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    screen.getByRole('link', { name: 'Report scheduler' }).focus();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, SLOW);
    expect(help).toHaveTextContent('Ctrl+K or ⌘K: Go to a site');
    expect(help).toHaveTextContent('/: Search this page');
    await user.click(within(help).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
