/**
 * In-memory store: the seed overlaid with changes; only the overlay persists (decision 002). Deleted
 * ones are kept aside, or the seed would bring them back. Methods are synchronous, so writes never
 * interleave; each re-reads the snapshot first, so another tab's write survives.
 */
import * as z from 'zod/mini';
import { formatUtcIso } from '#src/domain/recurrence';
import { DEFAULT_SERVICE_TIME_ZONE } from '#src/domain/service-time-zone';
import { isKnownTimeZone } from '#src/domain/wall-clock';
import {
  StoredScheduleSchema,
  type MockAccount,
  type MockSite,
  type MockUser,
  type StoredSchedule,
  type StoredTemplate,
} from './model';
import { createSeed, type Seed } from './seed';
import { demoSites, PLATFORM_ACCOUNTS, type SiteDirectory } from './seed-sites';
import { SEED_TEMPLATES, TEMPLATES_BY_ACCOUNT } from './seed-templates';
import { MOCK_USERS } from './users';

const DeletedScheduleSchema = z.object({
  schedule: StoredScheduleSchema,
  /** UTC, as `formatUtcIso` writes it. */
  deleted_at: z.iso.datetime({ offset: true }),
});
type DeletedSchedule = z.infer<typeof DeletedScheduleSchema>;

export const StoreSnapshotSchema = z.object({
  version: z.literal(1),
  /** The instant the seed's dates are relative to. */
  seededAt: z.iso.datetime({ offset: true }),
  /** Schedules created or changed since seeding, in creation order; the rest are the seed's. */
  changedSchedules: z.array(StoredScheduleSchema),
  /** Deleted schedules as they were, in deletion order; older snapshots have none. */
  deletedSchedules: z.optional(z.array(DeletedScheduleSchema)),
});
export type StoreSnapshot = z.infer<typeof StoreSnapshotSchema>;

export interface StorePersistence {
  /** Null when there is none or it cannot be read. */
  load(): StoreSnapshot | null;
  save(snapshot: StoreSnapshot): void;
}

type ScheduleChanges = Partial<Omit<StoredSchedule, 'uuid' | 'site_id'>>;

export interface MockStore {
  now(): Date;
  /** The zone of the service's calendar: seed dates, create defaults and roll-forward use it. */
  readonly serviceTimeZone: string;
  user(username: string): MockUser | undefined;
  /** In `GET /accounts` order. */
  accounts(): readonly MockAccount[];
  account(accountId: string): MockAccount | undefined;
  /** In `GET /sites` order (by account, then by name). */
  sites(): readonly MockSite[];
  site(siteId: string): MockSite | undefined;
  /** An account's template library, in list order: the first is the default of a create. */
  templates(accountId: string): readonly StoredTemplate[];
  template(templateUuid: string): StoredTemplate | undefined;
  /** A site's schedules: the seed's in seed order, then the created ones in creation order. */
  listSchedules(siteId: string): readonly StoredSchedule[];
  schedule(uuid: string): StoredSchedule | undefined;
  createSchedule(fields: Omit<StoredSchedule, 'uuid'>): StoredSchedule;
  updateSchedule(uuid: string, changes: ScheduleChanges): StoredSchedule | undefined;
  /** Returns the schedule as it was, or undefined if there is none (or it is already deleted). */
  deleteSchedule(uuid: string): StoredSchedule | undefined;
  /** Listed and deleted schedules that made reports for the site. */
  scheduleRecords(siteId: string): readonly ScheduleRecord[];
  seededAt(): Date;
  /** Back to the seed, with dates relative to now. */
  reset(): void;
  snapshot(): StoreSnapshot;
}

/** A schedule as the report history needs it (report-history.ts). */
export interface ScheduleRecord {
  schedule: StoredSchedule;
  /** From the seed (changed since or not), not created through the API. */
  seeded: boolean;
  deletedAt?: Date;
  /** A seeded schedule that stopped: its last runs before seeding that made no report. */
  missedRuns?: number;
  /** A seeded schedule whose run before its last one before seeding made no report. */
  skippedRun?: boolean;
}

export interface MockStoreOptions {
  now?: Date | (() => Date);
  serviceTimeZone?: string;
  persistence?: StorePersistence;
  createId?: () => string;
  siteCount?: number;
}

export function createMockStore(options: MockStoreOptions = {}): MockStore {
  const { persistence } = options;
  const now = clockOf(options.now);
  const createId = options.createId ?? randomUuid;
  const serviceTimeZone = knownZone(options.serviceTimeZone ?? DEFAULT_SERVICE_TIME_ZONE);

  const platform = demoSites(options.siteCount);
  let seed: Seed = createSeed(now(), serviceTimeZone, platform);
  // Map order is creation (deletion) order.
  let changed = new Map<string, StoredSchedule>();
  let deleted = new Map<string, DeletedSchedule>();

  function apply(snapshot: StoreSnapshot): void {
    if (new Date(snapshot.seededAt).getTime() !== seed.seededAt.getTime()) {
      seed = createSeed(new Date(snapshot.seededAt), serviceTimeZone, platform);
    }
    changed = new Map(snapshot.changedSchedules.map((schedule) => [schedule.uuid, schedule]));
    deleted = new Map(
      (snapshot.deletedSchedules ?? []).map((record) => [record.schedule.uuid, record]),
    );
  }

  const snapshot = (): StoreSnapshot => ({
    version: 1,
    seededAt: seed.seededAt.toISOString(),
    changedSchedules: [...changed.values()],
    deletedSchedules: [...deleted.values()],
  });

  /** Picks up what another tab wrote since; a missing or unreadable snapshot keeps ours. */
  function refresh(): void {
    const stored = persistence?.load();
    if (stored) apply(stored);
  }

  const save = (): void => persistence?.save(snapshot());

  function find(uuid: string): StoredSchedule | undefined {
    if (deleted.has(uuid)) return undefined;
    return changed.get(uuid) ?? seed.findSchedule(uuid);
  }

  // Start from what was saved, or save the fresh seed so other tabs share its dates.
  const initial = persistence?.load();
  if (initial) apply(initial);
  else save();

  return {
    now,
    serviceTimeZone,
    ...directoryOf(platform),

    listSchedules(siteId) {
      refresh();
      return recordsOf(siteId, seed, changed, deleted)
        .filter((record) => !record.deletedAt)
        .map(({ schedule }) => schedule);
    },

    schedule(uuid) {
      refresh();
      return find(uuid);
    },

    createSchedule(fields) {
      refresh();
      const schedule: StoredSchedule = { ...structuredClone(fields), uuid: createId() };
      changed.set(schedule.uuid, schedule);
      save();
      return schedule;
    },

    updateSchedule(uuid, changes) {
      refresh();
      const current = find(uuid);
      if (!current) return undefined;
      const defined = Object.fromEntries(
        Object.entries(structuredClone(changes)).filter(([, value]) => value !== undefined),
      );
      const updated: StoredSchedule = { ...current, ...defined, uuid, site_id: current.site_id };
      changed.set(uuid, updated);
      save();
      return updated;
    },

    deleteSchedule(uuid) {
      refresh();
      const current = find(uuid);
      if (!current) return undefined;
      changed.delete(uuid);
      deleted.set(uuid, { schedule: current, deleted_at: formatUtcIso(now()) });
      save();
      return structuredClone(current);
    },

    scheduleRecords(siteId) {
      refresh();
      return recordsOf(siteId, seed, changed, deleted);
    },

    seededAt() {
      refresh();
      return new Date(seed.seededAt);
    },

    reset() {
      seed = createSeed(now(), serviceTimeZone, platform);
      changed = new Map();
      deleted = new Map();
      save();
    },

    snapshot() {
      refresh();
      return structuredClone(snapshot());
    },
  };
}

function clockOf(clock: MockStoreOptions['now']): () => Date {
  if (clock === undefined) return () => new Date();
  return typeof clock === 'function' ? clock : () => new Date(clock);
}

function knownZone(serviceTimeZone: string): string {
  if (!isKnownTimeZone(serviceTimeZone)) {
    throw new RangeError(`The mock service's time zone is unknown: "${serviceTimeZone}"`);
  }
  return serviceTimeZone;
}

function directoryOf(
  platform: SiteDirectory,
): Pick<MockStore, 'user' | 'accounts' | 'account' | 'sites' | 'site' | 'templates' | 'template'> {
  return {
    user: (username) => MOCK_USERS.find((user) => user.username === username),
    accounts: () => PLATFORM_ACCOUNTS,
    account: (accountId) => PLATFORM_ACCOUNTS.find((account) => account.id === accountId),
    sites: () => platform.sites,
    site: (siteId) => platform.site(siteId),
    templates: (accountId) => TEMPLATES_BY_ACCOUNT.get(accountId) ?? [],
    template: (templateUuid) => SEED_TEMPLATES.find((t) => t.template_uuid === templateUuid),
  };
}

/** The seed's gaps in a schedule's reports: stopped, or one run skipped between two sent. */
function stopped(seed: Seed, uuid: string): Pick<ScheduleRecord, 'missedRuns' | 'skippedRun'> {
  const missedRuns = seed.missedRunsOf(uuid);
  if (missedRuns > 0) return { missedRuns };
  return seed.skippedRunOf(uuid) ? { skippedRun: true } : {};
}

/** The seed's (as changed since), then the created, then the deleted, each in its order. */
function recordsOf(
  siteId: string,
  seed: Seed,
  changed: ReadonlyMap<string, StoredSchedule>,
  deleted: ReadonlyMap<string, DeletedSchedule>,
): ScheduleRecord[] {
  const seeded = seed.schedulesOf(siteId);
  const seededIds = new Set(seeded.map((schedule) => schedule.uuid));
  const listed = (schedule: StoredSchedule) =>
    schedule.site_id === siteId && !deleted.has(schedule.uuid);
  return [
    ...seeded.filter(listed).map((schedule) => ({
      schedule: changed.get(schedule.uuid) ?? schedule,
      seeded: true,
      ...stopped(seed, schedule.uuid),
    })),
    ...[...changed.values()]
      .filter((schedule) => listed(schedule) && !seededIds.has(schedule.uuid))
      .map((schedule) => ({ schedule, seeded: false })),
    ...[...deleted.values()]
      .filter(({ schedule }) => schedule.site_id === siteId)
      .map(({ schedule, deleted_at }) => ({
        schedule,
        seeded: seededIds.has(schedule.uuid),
        deletedAt: new Date(deleted_at),
        ...stopped(seed, schedule.uuid),
      })),
  ];
}

/** `crypto.randomUUID` needs a secure context; the demo may be served over plain http. */

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
