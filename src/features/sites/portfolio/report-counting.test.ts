import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#src/lib/http/query-client';
import { setupMockApi } from '#tests/support/mock-api';
import { createReportCounting, type ReportCounting } from './report-counting';

const mockApi = setupMockApi({ siteCount: 12 });
const SLOW = { timeout: 15_000 };

function countingFor(queryClient: ReturnType<typeof createQueryClient>): ReportCounting {
  return createReportCounting({
    queryClient,
    api: mockApi.client(),
    serviceTimeZone: 'UTC',
    now: new Date(),
    readSentReports: false,
  });
}

describe('report counting', () => {
  it('counts a site whose read it joined when the page that sent it is left', async () => {
    mockApi.service().faults.set({ latencyMs: 200, failures: {} });
    const siteIds = mockApi
      .service()
      .store.sites()
      .map((site) => site.id);
    let started = 0;
    mockApi.server.events.on('request:start', () => void (started += 1));
    const queryClient = createQueryClient();

    // The Sites page's counting sends its first reads; the next page's takes them over.
    const left = countingFor(queryClient);
    left.setOrder(siteIds);
    await waitFor(() => expect(started).toBeGreaterThanOrEqual(4));
    const next = countingFor(queryClient);
    next.setOrder(siteIds);
    // Leaving cancels the reads no page observes: the next page's joined them, so they are sent
    // again, not counted as failed.
    left.dispose();

    await waitFor(() => {
      const { progress } = next.getSnapshot();
      expect(progress.failed).toBe(0);
      expect(progress.counted).toBe(siteIds.length);
    }, SLOW);
    next.dispose();
  });
});
