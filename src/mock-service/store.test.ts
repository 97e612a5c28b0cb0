import { describe, expect, it } from 'vitest';
import { ScheduleSchema } from '#src/domain/schemas';
import { ACME_SITE_ID, GLOBEX_SITE_ID, INITECH_SITE_ID, TEMPLATE_IDS } from './seed';
import {
  createMockStore,
  StoreSnapshotSchema,
  type StorePersistence,
  type StoreSnapshot,
} from './store';

/** What IndexedDB is to the demo: one snapshot shared by every store (tab) that uses it. */
function memoryPersistence(): StorePersistence & { saved(): StoreSnapshot | null } {
  let saved: string | null = null;
  return {
    load: () => (saved ? (JSON.parse(saved) as StoreSnapshot) : null),
    save: (snapshot) => {
      saved = JSON.stringify(snapshot);
    },
    saved: () => (saved ? (JSON.parse(saved) as StoreSnapshot) : null),
  };
}

const NOW = new Date('2027-05-03T08:00:00Z');

const NEW_SCHEDULE = {
  site_id: ACME_SITE_ID,
  title: 'Saved across reloads',
  next_scheduled_date: '2027-05-10T09:00:00Z',
  template_uuid: TEMPLATE_IDS.executiveSummary,
  frequency: { unit: 'DAYS', value: 7 } as const,
  recipients: [{ name: 'Ada', email: 'ada@example.com' }],
  sections: [{ name: 'overview' }],
};

describe('the store', () => {
  it('keeps created and changed schedules across a reload through its persistence', () => {
    const persistence = memoryPersistence();
    const first = createMockStore({ now: NOW, persistence });
    const created = first.createSchedule(NEW_SCHEDULE);
    const [seeded] = first.listSchedules(GLOBEX_SITE_ID);
    first.updateSchedule(seeded?.uuid ?? '', { title: 'Renamed before reload' });

    const reloaded = createMockStore({ now: new Date('2027-05-20T00:00:00Z'), persistence });
    expect(reloaded.listSchedules(ACME_SITE_ID)).toContainEqual(created);
    expect(reloaded.listSchedules(GLOBEX_SITE_ID)[0]).toEqual({
      ...seeded,
      title: 'Renamed before reload',
    });
    // The seed is regenerated from the saved seededAt, so its dates do not move on reload.
    expect(reloaded.listSchedules(ACME_SITE_ID)).toEqual(first.listSchedules(ACME_SITE_ID));
  });

  it('persists only the changes, not the 5,000 generated schedules', () => {
    const persistence = memoryPersistence();
    const store = createMockStore({ now: NOW, persistence });
    expect(store.listSchedules(INITECH_SITE_ID)).toHaveLength(5000);
    store.createSchedule(NEW_SCHEDULE);
    const saved = persistence.saved();
    expect(StoreSnapshotSchema.parse(saved)).toEqual(saved);
    expect(saved?.changedSchedules).toHaveLength(1);
    expect(saved?.seededAt).toBe(NOW.toISOString());
  });

  it('loses no write when two stores (tabs) share one persistence', () => {
    const persistence = memoryPersistence();
    const tabA = createMockStore({ now: NOW, persistence });
    const tabB = createMockStore({ now: NOW, persistence });
    tabA.createSchedule({ ...NEW_SCHEDULE, title: 'From tab A' });
    tabB.createSchedule({ ...NEW_SCHEDULE, title: 'From tab B' });
    const titles = (store: typeof tabA) => store.listSchedules(ACME_SITE_ID).map((s) => s.title);
    expect(titles(tabA)).toEqual(expect.arrayContaining(['From tab A', 'From tab B']));
    expect(titles(tabB)).toEqual(titles(tabA));
  });

  it('restores the seed on reset, with dates relative to now', () => {
    let now = NOW;
    const persistence = memoryPersistence();
    const store = createMockStore({ now: () => now, persistence });
    const seeded = store.listSchedules(ACME_SITE_ID);
    store.createSchedule(NEW_SCHEDULE);
    store.updateSchedule(seeded[0]?.uuid ?? '', { title: 'Changed' });
    store.deleteSchedule(seeded[1]?.uuid ?? '');

    now = new Date('2027-09-01T00:00:00Z');
    store.reset();
    const afterReset = store.listSchedules(ACME_SITE_ID);
    expect(afterReset.map((s) => s.uuid)).toEqual(seeded.map((s) => s.uuid));
    expect(afterReset.map((s) => s.title)).toEqual(seeded.map((s) => s.title));
    for (const schedule of afterReset) {
      expect(new Date(schedule.next_scheduled_date).getTime()).toBeGreaterThan(now.getTime());
    }
    expect(persistence.saved()).toEqual({
      version: 1,
      seededAt: now.toISOString(),
      changedSchedules: [],
      deletedSchedules: [],
    });
  });

  it('changes only the fields given and never the identifiers', () => {
    const store = createMockStore({ now: NOW });
    const [before] = store.listSchedules(ACME_SITE_ID);
    const after = store.updateSchedule(before?.uuid ?? '', {
      title: 'New title',
      sections: undefined,
      ...({ uuid: 'other', site_id: GLOBEX_SITE_ID } as object),
    });
    expect(after).toEqual({ ...before, title: 'New title' });
    expect(store.updateSchedule('no-such-schedule', { title: 'x' })).toBeUndefined();
  });

  it('starts from the seed when the saved snapshot cannot be read', () => {
    const persistence: StorePersistence = { load: () => null, save: () => undefined };
    const store = createMockStore({ now: NOW, persistence });
    expect(store.listSchedules(ACME_SITE_ID).length).toBeGreaterThanOrEqual(6);
  });

  it("keeps its calendar in UTC unless given the service's zone, and refuses an unknown one", () => {
    expect(createMockStore({ now: NOW }).serviceTimeZone).toBe('UTC');
    const berlin = createMockStore({ now: NOW, serviceTimeZone: 'Europe/Berlin' });
    expect(berlin.serviceTimeZone).toBe('Europe/Berlin');
    // Monday 3 May 2027 10:00 in Berlin (CEST): the weekly snapshot two days on, 09:00 CEST.
    expect(berlin.listSchedules(ACME_SITE_ID)[0]?.next_scheduled_date).toBe('2027-05-05T07:00:00Z');
    expect(() => createMockStore({ now: NOW, serviceTimeZone: 'Mars/Olympus_Mons' })).toThrow(
      /Mars\/Olympus_Mons/,
    );
  });

  it('lists schedules that the app parses', () => {
    const store = createMockStore({ now: NOW });
    for (const schedule of store.listSchedules(ACME_SITE_ID)) {
      expect(ScheduleSchema.safeParse(schedule).success).toBe(true);
    }
  });
});

describe('deleting a schedule in the store', () => {
  it('takes a seeded schedule out of the list, the lookup and updates, and keeps it aside', () => {
    const store = createMockStore({ now: NOW });
    const [first, second] = store.listSchedules(GLOBEX_SITE_ID);
    const uuid = first?.uuid ?? '';
    expect(store.deleteSchedule(uuid)).toEqual(first);
    expect(store.listSchedules(GLOBEX_SITE_ID).map((s) => s.uuid)).not.toContain(uuid);
    expect(store.listSchedules(GLOBEX_SITE_ID)[0]).toEqual(second);
    expect(store.schedule(uuid)).toBeUndefined();
    expect(store.updateSchedule(uuid, { title: 'Back again?' })).toBeUndefined();
    expect(store.deleteSchedule(uuid)).toBeUndefined();
    expect(store.snapshot().deletedSchedules).toEqual([
      { schedule: first, deleted_at: '2027-05-03T08:00:00Z' },
    ]);
    const records = store.scheduleRecords(GLOBEX_SITE_ID);
    expect(records.at(-1)).toEqual({ schedule: first, seeded: true, deletedAt: NOW });
    expect(records.filter((record) => record.deletedAt)).toHaveLength(1);
  });

  it('deletes a created schedule as it was last changed', () => {
    const store = createMockStore({ now: NOW });
    const created = store.createSchedule(NEW_SCHEDULE);
    store.updateSchedule(created.uuid, { title: 'Renamed, then deleted' });
    store.deleteSchedule(created.uuid);
    expect(store.listSchedules(ACME_SITE_ID).map((s) => s.uuid)).not.toContain(created.uuid);
    const snapshot = store.snapshot();
    expect(snapshot.changedSchedules).toEqual([]);
    expect(snapshot.deletedSchedules?.[0]?.schedule).toEqual({
      ...created,
      title: 'Renamed, then deleted',
    });
    expect(store.scheduleRecords(ACME_SITE_ID).at(-1)).toMatchObject({ seeded: false });
  });

  it('is seen by another store (tab) sharing the snapshot, and survives a reload', () => {
    const persistence = memoryPersistence();
    const tabA = createMockStore({ now: NOW, persistence });
    const tabB = createMockStore({ now: NOW, persistence });
    const uuid = tabB.listSchedules(ACME_SITE_ID)[0]?.uuid ?? '';
    tabA.deleteSchedule(uuid);
    expect(tabB.listSchedules(ACME_SITE_ID).map((s) => s.uuid)).not.toContain(uuid);
    expect(tabB.deleteSchedule(uuid)).toBeUndefined();
    const reloaded = createMockStore({ now: NOW, persistence });
    expect(reloaded.schedule(uuid)).toBeUndefined();
  });

  it('reads a snapshot saved before schedules could be deleted', () => {
    const persistence = memoryPersistence();
    const old = { version: 1 as const, seededAt: NOW.toISOString(), changedSchedules: [] };
    expect(StoreSnapshotSchema.safeParse(old).success).toBe(true);
    persistence.save(old);
    const store = createMockStore({ now: NOW, persistence });
    expect(store.listSchedules(ACME_SITE_ID).length).toBeGreaterThan(0);
    expect(store.snapshot().deletedSchedules).toEqual([]);
  });
});
