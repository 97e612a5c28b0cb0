/**
 * The mock Report Schedule Service for Vitest files: call `setupMockApi()` once at the top of a
 * test file. Every test then gets a fresh service (fresh seed, no faults) answering at
 * MOCK_API_BASE_URL, and any request nothing answers fails the test.
 *
 * @example
 * const mockApi = setupMockApi();
 *
 * it('shows the error when the list fails', async () => {
 *   mockApi.service().faults.set({ latencyMs: 0, failures: { listSchedules: { status: 500 } } });
 *   await expect(mockApi.client().listSchedules(ACME_SITE_ID)).rejects.toMatchObject({ kind: 'server' });
 * });
 *
 * Components rendered with renderWithApp (src/testing/render.tsx) call the same base URL, so
 * they reach this service too. For one-off responses, `mockApi.server.use(http.get(...))`.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createApiClient, type ApiClient } from '#src/lib/http/api-client';
import type { Credentials } from '#src/lib/http/basic-auth';
import {
  createMockService,
  type MockService,
  type MockServiceOptions,
} from '#src/mock-service/node';

export const MOCK_API_BASE_URL = 'http://mock.test/v1';
export const DEMO_CREDENTIALS: Credentials = { username: 'demo', password: 'demo' };
export const VIEWER_CREDENTIALS: Credentials = { username: 'viewer', password: 'viewer' };

export {
  ACME_SITE_ID,
  GLOBEX_SITE_ID,
  INITECH_SITE_ID,
  TEMPLATE_IDS,
} from '#src/mock-service/seed';

export interface MockApi {
  /** msw's server, for `server.use(...)` overrides within one test. */
  server: ReturnType<typeof setupServer>;
  /** The current test's mock service: its store, its fault switches, its handlers. */
  service(): MockService;
  /** An API client for the mock, signed in as demo/demo unless other credentials are given. */
  client(credentials?: Credentials | null): ApiClient;
}

/** @param options passed to each test's `createMockService`, e.g. a fixed `now`. */
export function setupMockApi(options: MockServiceOptions = {}): MockApi {
  const server = setupServer();
  let current: MockService | undefined;

  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    current = createMockService(options);
    server.resetHandlers(...current.handlers);
  });
  afterEach(() => {
    server.resetHandlers();
    current = undefined;
  });
  afterAll(() => server.close());

  return {
    server,
    service() {
      if (!current) throw new Error('setupMockApi: service() is only available inside a test');
      return current;
    },
    client(credentials) {
      return createApiClient({
        baseUrl: MOCK_API_BASE_URL,
        // null means signed out: no Authorization header at all.
        getCredentials: () => (credentials === undefined ? DEMO_CREDENTIALS : credentials),
      });
    },
  };
}
