/**
 * Contract tests of DELETE /site_reports/schedules/{uuid} (site-reports-api-today.md), through
 * the app's API client, and raw fetch where the status and the body themselves are the point.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import type { ApiError } from '#src/lib/http/api-error';
import type { Schedule } from '#src/domain/schemas';
import { createMockService } from '#src/mock-service/node';
import {
  createMockStore,
  type StorePersistence,
  type StoreSnapshot,
} from '#src/mock-service/store';
import {
  ACME_SITE_ID,
  DEMO_CREDENTIALS,
  GLOBEX_SITE_ID,
  MOCK_API_BASE_URL,
  TEMPLATE_IDS,
  VIEWER_CREDENTIALS,
  setupMockApi,
} from '#tests/support/mock-api';
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  updateSchedule,
} from '#src/lib/site-reports/schedules';

// Wednesday 10 February 2027, 12:00 UTC.
const START = new Date('2027-02-10T12:00:00Z');
let now = START;
beforeEach(() => {
  now = START;
});
const mockApi = setupMockApi({ now: () => now });

const UNKNOWN_UUID = '11111111-2222-4333-8444-555555555555';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!error) throw new Error('Expected the request to fail');
  return error as ApiError;
}

async function listOf(siteId: string): Promise<Schedule[]> {
  return (await listSchedules(mockApi.client(), siteId)).schedules;
}

async function firstOf(siteId: string): Promise<Schedule> {
  const [schedule] = await listOf(siteId);
  if (!schedule) throw new Error('The site has no schedules');
  return schedule;
}

function rawDelete(uuid: string, headers: Record<string, string> = {}) {
  return fetch(`${MOCK_API_BASE_URL}/site_reports/schedules/${uuid}`, {
    method: 'DELETE',
    headers: { Authorization: encodeBasicAuth(DEMO_CREDENTIALS), ...headers },
  });
}

describe('deleting a schedule', () => {
  it('answers 204 with no body', async () => {
    const schedule = await firstOf(ACME_SITE_ID);
    const response = await rawDelete(schedule.uuid);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('takes it out of the list, and only it', async () => {
    const before = await listOf(ACME_SITE_ID);
    const [deleted, ...rest] = before;
    await deleteSchedule(mockApi.client(), deleted?.uuid ?? '');
    expect(await listOf(ACME_SITE_ID)).toEqual(rest);
  });

  it('deletes a schedule created through the API', async () => {
    await createSchedule(mockApi.client(), {
      site_id: ACME_SITE_ID,
      title: 'Short-lived',
      template_uuid: TEMPLATE_IDS.executiveSummary,
      recipients: [{ email: 'ada@acme-marketing.example' }],
    });
    const created = (await listOf(ACME_SITE_ID)).find((s) => s.title === 'Short-lived');
    await deleteSchedule(mockApi.client(), created?.uuid ?? '');
    expect((await listOf(ACME_SITE_ID)).map((s) => s.title)).not.toContain('Short-lived');
  });

  it('answers 404 "Schedule not found" to deleting it again, and to updating it', async () => {
    const schedule = await firstOf(GLOBEX_SITE_ID);
    await deleteSchedule(mockApi.client(), schedule.uuid);
    const again = await rawDelete(schedule.uuid);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'Schedule not found' });
    const updated = await failure(
      updateSchedule(mockApi.client(), schedule.uuid, { title: 'Back from the dead' }),
    );
    expect(updated).toMatchObject({ kind: 'not_found', status: 404 });
  });

  it.each([
    ['an unknown id', UNKNOWN_UUID],
    ['a malformed id', 'not-a-uuid'],
  ])('answers 404 to %s', async (_label, uuid) => {
    const response = await rawDelete(uuid);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Schedule not found' });
  });

  it('answers 401 without credentials or with wrong ones, and deletes nothing', async () => {
    const schedule = await firstOf(ACME_SITE_ID);
    const anonymous = await failure(deleteSchedule(mockApi.client(null), schedule.uuid));
    expect(anonymous).toMatchObject({ kind: 'unauthenticated', status: 401 });
    const wrong = await rawDelete(schedule.uuid, {
      Authorization: encodeBasicAuth({ username: 'demo', password: 'wrong' }),
    });
    expect(wrong.status).toBe(401);
    expect(await listOf(ACME_SITE_ID)).toContainEqual(schedule);
  });

  it('answers 403 to the viewer (read-only) on its own site and on others, before the id is looked up', async () => {
    const viewer = mockApi.client(VIEWER_CREDENTIALS);
    const acme = await firstOf(ACME_SITE_ID);
    const globex = await firstOf(GLOBEX_SITE_ID);
    for (const uuid of [acme.uuid, globex.uuid, UNKNOWN_UUID]) {
      const error = await failure(deleteSchedule(viewer, uuid));
      expect(error).toMatchObject({ kind: 'forbidden', status: 403 });
      expect(error.message).toMatch(/not authorized.*viewer.*only read/i);
    }
    expect(await listOf(ACME_SITE_ID)).toContainEqual(acme);
    expect(await listOf(GLOBEX_SITE_ID)).toContainEqual(globex);
  });

  it('answers an injected 503 as the fault says, then deletes on the next try', async () => {
    const schedule = await firstOf(ACME_SITE_ID);
    mockApi.service().faults.set({
      latencyMs: 0,
      failures: { deleteSchedule: { status: 503, remaining: 1 } },
    });
    const refused = await failure(deleteSchedule(mockApi.client(), schedule.uuid));
    expect(refused).toMatchObject({ status: 503 });
    expect(await listOf(ACME_SITE_ID)).toContainEqual(schedule);
    await deleteSchedule(mockApi.client(), schedule.uuid);
    expect((await listOf(ACME_SITE_ID)).map((s) => s.uuid)).not.toContain(schedule.uuid);
  });
});

describe('a delete seen from another tab of the demo', () => {
  /** One snapshot shared by two services, as the demo's tabs share IndexedDB. */
  function sharedPersistence(): StorePersistence {
    let saved: string | null = null;
    return {
      load: () => (saved ? (JSON.parse(saved) as StoreSnapshot) : null),
      save: (snapshot) => {
        saved = JSON.stringify(snapshot);
      },
    };
  }

  it("is gone from the other tab's list, and deleting it there is 404", async () => {
    const persistence = sharedPersistence();
    const tabA = createMockService({ now: START, persistence });
    const tabB = createMockService({ now: START, persistence });
    mockApi.server.resetHandlers(...tabA.handlers);
    const schedule = await firstOf(GLOBEX_SITE_ID);
    await deleteSchedule(mockApi.client(), schedule.uuid);

    mockApi.server.resetHandlers(...tabB.handlers);
    expect((await listOf(GLOBEX_SITE_ID)).map((s) => s.uuid)).not.toContain(schedule.uuid);
    expect((await rawDelete(schedule.uuid)).status).toBe(404);
    // And a store started later (a reload) from the same snapshot.
    expect(createMockStore({ now: START, persistence }).schedule(schedule.uuid)).toBeUndefined();
  });
});
