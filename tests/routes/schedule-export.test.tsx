import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ScheduleListPage from '#src/app/routes/schedule-list';
import { localDateAfter } from '#src/domain/recurrence';
import { rememberSite } from '#src/features/sites/recent-sites';
import { renderWithApp } from '#tests/support/render';
import { openRowActions, pretendNarrowScreen } from '#tests/support/screen';
import { ACME_SITE_ID, setupMockApi, VIEWER_CREDENTIALS } from '#tests/support/mock-api';
import { listSchedules } from '#src/lib/site-reports/schedules';
import { findRowsNamingTemplate } from '#tests/support/template-names';

const mockApi = setupMockApi();

const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;

interface Download {
  name: string;
  type: string;
  /** The file's text, a byte order mark included. */
  text: string;
  url: string;
}

/**
 * Catches what the page hands to the browser's downloads: the Blob given to
 * `URL.createObjectURL` (jsdom has none) and the name of the `<a download>` clicked.
 */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const clicked: { name: string; url: string; attached: boolean }[] = [];
  const revoke = vi.fn();
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:http://localhost/${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = revoke;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ name: this.download, url: this.href, attached: this.isConnected });
  });
  return {
    revoke,
    /** The download number `count` (1 = the first), once it happened. */
    async nth(count: number): Promise<Download> {
      await waitFor(() => expect(clicked).toHaveLength(count));
      const click = clicked[count - 1];
      const blob = click && blobs.get(click.url);
      if (!click || !blob) throw new Error('No file was downloaded');
      // Read as bytes, so that the byte order mark is not dropped as a decoder would.
      const bytes = new Uint8Array(await blob.arrayBuffer());
      expect(click.attached).toBe(true);
      return {
        name: click.name,
        type: blob.type,
        text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes),
        url: click.url,
      };
    },
  };
}

let downloads: ReturnType<typeof catchDownloads>;

beforeEach(() => {
  downloads = catchDownloads();
  rememberSite({ id: ACME_SITE_ID, name: 'Acme Marketing' });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function renderListPage(options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(<ScheduleListPage />, {
    route: LIST_PATH,
    path: '/sites/:siteId/schedules',
    ...options,
  });
}

/**
 * The list, once its rows name their templates: the site's account, whose templates name the
 * templates in the files too, is known from then on (the platform is asked beside the list).
 */
async function findReadyList() {
  const table = await screen.findByRole('table', { name: 'Report schedules' });
  await findRowsNamingTemplate(table);
  return table;
}

async function acmeSchedules() {
  return (await listSchedules(mockApi.client(), ACME_SITE_ID)).schedules;
}

/** Today in the zone the tests run in, as the file names give it. */
function today(): string {
  return localDateAfter(new Date(), 0, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

async function chooseExport(user: ReturnType<typeof renderListPage>['user'], item: string) {
  await user.click(await screen.findByRole('button', { name: 'Export' }));
  await user.click(screen.getByRole('button', { name: item }));
}

describe('exporting the list page: files of all schedules', () => {
  it('downloads every schedule of the site as a calendar file', async () => {
    const schedules = await acmeSchedules();
    const { user } = renderListPage();
    await findReadyList();

    await chooseExport(user, 'Calendar file (.ics) of all schedules');

    const file = await downloads.nth(1);
    expect(file.name).toBe(`acme-marketing-schedules-${today()}.ics`);
    expect(file.type).toBe('text/calendar;charset=utf-8');
    expect(file.text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(file.text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(schedules.length);
    const unfolded = file.text.replace(/\r\n /g, '');
    for (const schedule of schedules) {
      expect(unfolded).toContain(`SUMMARY:${schedule.title} (Acme Marketing)`);
    }
    expect(unfolded).toContain('X-WR-CALNAME:Acme Marketing report schedules');
    // Template names, not IDs.
    expect(unfolded).toMatch(/\\nTemplate: [A-Z][a-z]+ /);
    // Sections by the catalogue's display names (Weekly traffic snapshot's), not the API's.
    expect(unfolded).toContain('\\nSections: Cover\\, Summary\\, Traffic sources');
    // Said to screen readers: a download is otherwise silent.
    expect(await screen.findByText(`Downloaded ${file.name}.`)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(downloads.revoke).toHaveBeenCalledWith(file.url), {
      timeout: 3000,
    });
  });

  it('downloads every schedule as a spreadsheet, with a byte order mark', async () => {
    const schedules = await acmeSchedules();
    const { user } = renderListPage();
    await findReadyList();

    await chooseExport(user, 'Spreadsheet (.csv) of all schedules');

    const file = await downloads.nth(1);
    expect(file.name).toBe(`acme-marketing-schedules-${today()}.csv`);
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.text.startsWith('\uFEFFTitle,Cadence,Frequency unit,Frequency value,')).toBe(true);
    // A record per schedule after the header (titles hold no line breaks).
    expect(file.text.split('\r\n').filter(Boolean)).toHaveLength(schedules.length + 1);
    expect(file.text).toContain(`\r\n${schedules[0]?.title},`);
    // Sections for people, then the names the API takes, in a column of their own.
    expect(file.text).toMatch(/,Sections,Section names \(API\)\r\n/);
    expect(file.text).toMatch(
      /\r\nWeekly traffic snapshot,.*,Cover; Summary; Traffic sources,cover; overview; traffic\r\n/,
    );
  });

  it('names templates by their IDs, and says so, when their names cannot be loaded', async () => {
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { listTemplates: { status: 500, remaining: 100 } },
    });
    const [first] = await acmeSchedules();
    const { user } = renderListPage();
    await screen.findByRole('table', { name: 'Report schedules' });

    await chooseExport(user, 'Spreadsheet (.csv) of all schedules');

    const file = await downloads.nth(1);
    expect(file.text).toContain(first?.template_uuid);
    expect(
      await screen.findByText(
        `Downloaded ${file.name}. The template names could not be loaded, so it gives each template's ID instead.`,
      ),
    ).toBeVisible();
  });
});

describe('exporting the list page: the list of files, one schedule, and who may do what', () => {
  it('opens the list of files from the keyboard, and closes it with Escape', async () => {
    const { user } = renderListPage();
    const button = await screen.findByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /of all schedules$/ })).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    const [calendar, spreadsheet] = within(list as HTMLElement).getAllByRole('button');
    expect(calendar).toHaveAccessibleName('Calendar file (.ics) of all schedules');
    expect(spreadsheet).toHaveAccessibleName('Spreadsheet (.csv) of all schedules');
    await user.tab();
    expect(calendar).toHaveFocus();
    await user.tab();
    expect(spreadsheet).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /of all schedules$/ })).toBeNull();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard('{Enter}');
    expect((await downloads.nth(1)).name).toMatch(/\.ics$/);
    // Back on the button, which stays focusable while the file is made.
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list of files when focus or a click goes elsewhere', async () => {
    const { user } = renderListPage();
    const button = await screen.findByRole('button', { name: 'Export' });
    await user.click(button);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    screen.getByRole('link', { name: 'New schedule' }).focus();
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('has no accessibility violations that axe finds with the list of files open', async () => {
    const { user, container } = renderListPage();
    await findReadyList();
    await user.click(screen.getByRole('button', { name: 'Export' }));

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.length }))).toEqual([]);
  });

  it('downloads one schedule as a calendar file named after it', async () => {
    const { user } = renderListPage();
    const table = await screen.findByRole('table', { name: 'Report schedules' });

    const actions = await openRowActions(user, 'Weekly traffic snapshot', table);
    await user.click(
      within(actions).getByRole('button', {
        name: 'Add Weekly traffic snapshot to calendar (.ics)',
      }),
    );

    const file = await downloads.nth(1);
    expect(file.name).toBe('Weekly-traffic-snapshot.ics');
    expect(file.type).toBe('text/calendar;charset=utf-8');
    expect(file.text.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
    expect(file.text).toContain('SUMMARY:Weekly traffic snapshot (Acme Marketing)\r\n');
  });

  it('offers the bulk recipient change to an account that may write', async () => {
    renderListPage();
    expect(
      await screen.findByRole('link', { name: 'Replace or remove a recipient' }),
    ).toHaveAttribute('href', `/sites/${ACME_SITE_ID}/recipients`);
  });

  it('lets a read-only account export, without the bulk recipient change', async () => {
    const { user } = renderListPage({ credentials: VIEWER_CREDENTIALS });
    await findReadyList();
    // The site's access is learnt from the service: wait for "read-only" to be known.
    await screen.findByText(/can view these schedules but not create or change them/);

    expect(screen.queryByRole('link', { name: 'Replace or remove a recipient' })).toBeNull();
    await chooseExport(user, 'Calendar file (.ics) of all schedules');
    expect((await downloads.nth(1)).name).toBe(`acme-marketing-schedules-${today()}.ics`);
  });
});

describe('exporting the list page on a phone', () => {
  pretendNarrowScreen(900);

  it('downloads one schedule from its card', async () => {
    const { user } = renderListPage();
    const cards = await screen.findByRole('list', { name: 'Report schedules' });

    const actions = await openRowActions(user, 'Weekly traffic snapshot', cards);
    await user.click(
      within(actions).getByRole('button', {
        name: 'Add Weekly traffic snapshot to calendar (.ics)',
      }),
    );

    expect((await downloads.nth(1)).name).toBe('Weekly-traffic-snapshot.ics');
  });
});
