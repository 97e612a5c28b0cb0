import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ReadOptions } from '#src/lib/http/api-client';
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

  it('gives a read’s slot to the next once its body is in, while it is still being checked', async () => {
    // Answers that all come in, and checks that never end.
    const service = fakeService({ checkMs: null });
    const counting = countingOn(service.api, false);
    counting.setOrder(SITE_IDS);

    // Every site's read goes out though none has settled, 4 at most on the network at once.
    await waitFor(() => expect(service.sent).toHaveLength(SITE_IDS.length));
    expect(service.mostOnTheNetwork()).toBe(4);
    counting.dispose();
  });

  it('reads the sent reports of sites whose schedules were checked after their run ended', async () => {
    const service = fakeService({ checkMs: 50 });
    const counting = countingOn(service.api, true);
    counting.setOrder(SITE_IDS);

    await waitFor(() => expect(counting.getSnapshot().progress.counted).toBe(SITE_IDS.length));
    expect(service.sent.filter((read) => read.startsWith('reports')).sort()).toEqual(
      SITE_IDS.map((id) => `reports ${id}`).sort(),
    );
    expect(service.mostOnTheNetwork()).toBeLessThanOrEqual(4);
    counting.dispose();
  });
});

const SITE_IDS = Array.from({ length: 8 }, (_, at) => `site-${at}`);

/**
 * A service whose answers' bodies are in after 5 ms, then checked in `checkMs` (null: never):
 * empty lists of schedules and of sent reports.
 */
function fakeService({ checkMs }: { checkMs: number | null }) {
  const sent: string[] = [];
  let onTheNetwork = 0;
  let most = 0;
  const api = {
    baseUrl: '/v1',
    request: ({
      path,
      query,
      onReceived,
    }: ReadOptions & { path: string; query?: Record<string, string> }) => {
      const reports = path === '/site_reports';
      sent.push(`${reports ? 'reports' : 'schedules'} ${query?.site_id ?? ''}`);
      onTheNetwork += 1;
      most = Math.max(most, onTheNetwork);
      return new Promise((resolve) => {
        setTimeout(() => {
          onTheNetwork -= 1;
          onReceived?.();
          if (checkMs === null) return;
          setTimeout(() => resolve(reports ? { reports: [] } : { schedules: [] }), checkMs);
        }, 5);
      });
    },
  } as unknown as ApiClient;
  return { api, sent, mostOnTheNetwork: () => most };
}

function countingOn(api: ApiClient, readSentReports: boolean): ReportCounting {
  return createReportCounting({
    queryClient: createQueryClient(),
    api,
    serviceTimeZone: 'UTC',
    now: new Date(),
    readSentReports,
  });
}
