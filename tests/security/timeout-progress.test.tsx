/**
 * The list page while a large list downloads slowly: it shows how far the download has come,
 * as a percentage when the response says its length, else as the bytes received.
 */
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import BulkRecipientsPage from '#src/app/routes/bulk-recipients';
import ScheduleListPage from '#src/app/routes/schedule-list';
import { listResponse, makeManySchedules } from '#tests/support/schedule-fixtures';
import { INITECH_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderWithApp } from '#tests/support/render';

const mockApi = setupMockApi();

const LIST_BYTES = new TextEncoder().encode(JSON.stringify(listResponse(makeManySchedules(1_500))));
const FIRST_PART = 400_000;

/** The list endpoint answers at once, then sends the body's first part and waits. */
function slowListDownload(headers: Record<string, string>) {
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      body = controller;
      controller.enqueue(LIST_BYTES.slice(0, FIRST_PART));
    },
  });
  mockApi.server.use(
    http.get(
      '*/v1/site_reports/schedules',
      () =>
        new HttpResponse(stream, { headers: { 'Content-Type': 'application/json', ...headers } }),
    ),
  );
  return {
    finish() {
      body.enqueue(LIST_BYTES.slice(FIRST_PART));
      body.close();
    },
  };
}

function renderInitechList() {
  return renderWithApp(<ScheduleListPage />, {
    route: `/sites/${INITECH_SITE_ID}/schedules`,
    path: '/sites/:siteId/schedules',
  });
}

describe('the list page during a slow download', () => {
  it('shows the percentage downloaded when the length is known', async () => {
    const download = slowListDownload({ 'Content-Length': String(LIST_BYTES.length) });
    renderInitechList();

    const progress = await screen.findByRole('progressbar', { name: 'Downloading schedules' });
    const percent = Math.floor((FIRST_PART / LIST_BYTES.length) * 100);
    expect(progress).toHaveAttribute('aria-valuenow', String(percent));
    expect(progress).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(new RegExp(`^${percent}% \\(400 kB of \\d+(\\.\\d)? [kM]B\\)$`)),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading schedules…');

    download.finish();
    const table = await screen.findByRole('table', { name: 'Report schedules' });
    expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar', { name: 'Downloading schedules' })).toBeNull();
  });

  it('shows the bytes received when the length is not known', async () => {
    const download = slowListDownload({});
    const { container } = renderInitechList();

    const progress = await screen.findByRole('progressbar', { name: 'Downloading schedules' });
    expect(progress).not.toHaveAttribute('aria-valuenow');
    expect(progress).toHaveAttribute('aria-valuetext', '400 kB received');
    expect(screen.getByText('400 kB received')).toBeVisible();
    const results = await axe.run(container, {
      // jsdom does no layout, so contrast cannot be measured here (the e2e scans cover it).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(({ id }) => id)).toEqual([]);

    download.finish();
    expect(await screen.findByText('1,500 schedules')).toBeVisible();
  });
});

describe('the bulk recipient page during a slow download', () => {
  it('shows how far the list has come, as the list page does', async () => {
    const download = slowListDownload({ 'Content-Length': String(LIST_BYTES.length) });
    renderWithApp(<BulkRecipientsPage />, {
      route: `/sites/${INITECH_SITE_ID}/recipients`,
      path: '/sites/:siteId/recipients',
    });

    const progress = await screen.findByRole('progressbar', { name: 'Downloading schedules' });
    expect(progress).toHaveAttribute(
      'aria-valuenow',
      String(Math.floor((FIRST_PART / LIST_BYTES.length) * 100)),
    );

    download.finish();
    expect(await screen.findByRole('button', { name: 'Find schedules' })).toBeVisible();
    expect(screen.queryByRole('progressbar', { name: 'Downloading schedules' })).toBeNull();
  });
});
