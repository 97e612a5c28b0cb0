import { describe, expect, it, vi } from 'vitest';
import { ACME_SITE_ID, TEMPLATE_IDS } from './seed';
import { sharedPersistence, type SnapshotChannel, type SnapshotStorage } from './shared-snapshot';
import { createMockStore, type StoreSnapshot } from './store';

const NOW = new Date('2027-05-03T08:00:00Z');

const NEW_SCHEDULE = {
  site_id: ACME_SITE_ID,
  title: 'Saved in IndexedDB',
  next_scheduled_date: '2027-05-10T09:00:00Z',
  template_uuid: TEMPLATE_IDS.executiveSummary,
  frequency: { unit: 'DAYS', value: 7 } as const,
  recipients: [{ name: 'Ada', email: 'ada@example.com' }],
  sections: [{ name: 'overview' }],
};

/** IndexedDB as a value in memory; `read` may be given what an older version left behind. */
function memoryStorage(initial: unknown = undefined): SnapshotStorage & { saved: unknown } {
  const storage = {
    saved: initial,
    read: () => Promise.resolve(storage.saved),
    write: (snapshot: StoreSnapshot) => {
      storage.saved = structuredClone(snapshot);
      return Promise.resolve();
    },
  };
  return storage;
}

/** BroadcastChannels of one origin: what one posts, the others receive (not itself). */
function channelHub() {
  const members: SnapshotChannel[] = [];
  return () => {
    const channel: SnapshotChannel = {
      onmessage: null,
      postMessage(snapshot) {
        for (const other of members) {
          if (other !== channel)
            other.onmessage?.({ data: structuredClone(snapshot) } as MessageEvent);
        }
      },
    };
    members.push(channel);
    return channel;
  };
}

describe('shared persistence of the demo store', () => {
  it('keeps created schedules for the next page load', async () => {
    const storage = memoryStorage();
    const newChannel = channelHub();
    const first = await sharedPersistence(storage, newChannel());
    createMockStore({ now: NOW, persistence: first }).createSchedule(NEW_SCHEDULE);
    await first.flush();

    const reloaded = await sharedPersistence(storage, newChannel());
    const store = createMockStore({ now: NOW, persistence: reloaded });
    expect(store.listSchedules(ACME_SITE_ID).map((s) => s.title)).toContain('Saved in IndexedDB');
  });

  it("shows one tab's change in another tab's next answer", async () => {
    const storage = memoryStorage();
    const newChannel = channelHub();
    const tabA = createMockStore({
      now: NOW,
      persistence: await sharedPersistence(storage, newChannel()),
    });
    const tabB = createMockStore({
      now: NOW,
      persistence: await sharedPersistence(storage, newChannel()),
    });

    const created = tabA.createSchedule(NEW_SCHEDULE);
    expect(tabB.schedule(created.uuid)?.title).toBe('Saved in IndexedDB');
    tabB.updateSchedule(created.uuid, { title: 'Renamed in tab B' });
    expect(tabA.schedule(created.uuid)?.title).toBe('Renamed in tab B');
  });

  it('starts from the seed when what was saved cannot be read', async () => {
    const unreadable = await sharedPersistence(memoryStorage({ version: 0 }), channelHub()());
    expect(unreadable.load()).toBeNull();
    const refused: SnapshotStorage = {
      read: () => Promise.reject(new Error('IndexedDB refused')),
      write: () => Promise.resolve(),
    };
    expect((await sharedPersistence(refused, channelHub()())).load()).toBeNull();
  });

  it('keeps working in memory when a write fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: SnapshotStorage = {
      read: () => Promise.resolve(undefined),
      write: () => Promise.reject(new Error('Quota exceeded')),
    };
    const persistence = await sharedPersistence(failing, channelHub()());
    const store = createMockStore({ now: NOW, persistence });
    const created = store.createSchedule(NEW_SCHEDULE);
    await expect(persistence.flush()).resolves.toBeUndefined();
    expect(store.schedule(created.uuid)?.title).toBe('Saved in IndexedDB');
    expect(warn).toHaveBeenCalledWith(
      'Mock service: could not save the demo data',
      expect.any(Error),
    );
    warn.mockRestore();
  });
});
