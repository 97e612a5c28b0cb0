/**
 * The mock service's in-memory store: users, accounts, sites and templates from the seed, and
 * the schedules of every site. Plain TypeScript, no msw, no React.
 *
 * Schedules are the seed's (regenerated from `seededAt`, never stored) overlaid with the ones
 * created or changed since. Only that overlay is persisted, so the browser demo keeps a few
 * kilobytes in localStorage instead of Initech's 5,000 schedules (docs/decisions/002).
 *
 * Every method is synchronous: two requests in flight can never interleave inside a write.
 * With a persistence adapter, the store re-reads the snapshot before each operation, so a
 * write made in another tab is seen and not overwritten.
 */
import * as z from 'zod/mini';
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
import { demoSites, PLATFORM_ACCOUNTS } from './seed-sites';
import { SEED_TEMPLATES, TEMPLATES_BY_ACCOUNT } from './seed-templates';
import { MOCK_USERS } from './users';

export const StoreSnapshotSchema = z.object({
  version: z.literal(1),
  /** The instant the seed's dates are relative to. */
  seededAt: z.iso.datetime({ offset: true }),
  /** Schedules created or changed since seeding, in creation order; the rest are the seed's. */
  changedSchedules: z.array(StoredScheduleSchema),
});
export type StoreSnapshot = z.infer<typeof StoreSnapshotSchema>;

export interface StorePersistence {
  /** The saved snapshot, or null when there is none (or it cannot be read). */
  load(): StoreSnapshot | null;
  save(snapshot: StoreSnapshot): void;
}

/** The schedule fields an update may change: all but the identifiers. */
type ScheduleChanges = Partial<Omit<StoredSchedule, 'uuid' | 'site_id'>>;

export interface MockStore {
  /** The store's clock: the real time, or the fixed or injected one of a test. */
  now(): Date;
  /**
   * The zone the service keeps its calendar in (`serviceTimeZone` of config.json): the seed's
   * first runs, the defaults of a create and the list's roll-forward are computed in it.
   */
  readonly serviceTimeZone: string;
  /** Who may sign in, by username. */
  user(username: string): MockUser | undefined;
  /** Every platform account, in `GET /accounts` order. */
  accounts(): readonly MockAccount[];
  account(accountId: string): MockAccount | undefined;
  /** Every site, in `GET /sites` order (by account, then by name). */
  sites(): readonly MockSite[];
  site(siteId: string): MockSite | undefined;
  /** An account's template library, in list order: the first is the default of a create. */
  templates(accountId: string): readonly StoredTemplate[];
  /** A template of any account. */
  template(templateUuid: string): StoredTemplate | undefined;
  /** A site's schedules: the seed's in seed order, then the created ones in creation order. */
  listSchedules(siteId: string): readonly StoredSchedule[];
  schedule(uuid: string): StoredSchedule | undefined;
  createSchedule(fields: Omit<StoredSchedule, 'uuid'>): StoredSchedule;
  /** Applies `changes` to the schedule; undefined if there is no such schedule. */
  updateSchedule(uuid: string, changes: ScheduleChanges): StoredSchedule | undefined;
  /** Back to the seed, with dates relative to now. */
  reset(): void;
  snapshot(): StoreSnapshot;
}

export interface MockStoreOptions {
  /** A fixed instant or a clock; the real time by default. */
  now?: Date | (() => Date);
  /** An IANA zone; `DEFAULT_SERVICE_TIME_ZONE` (UTC) by default. */
  serviceTimeZone?: string;
  persistence?: StorePersistence;
  /** Identifiers of created schedules; random version 4 UUIDs by default. */
  createId?: () => string;
  /**
   * How many sites the demo user sees (`DEFAULT_SITE_COUNT`, 260, by default; a bench may ask
   * for thousands, `MOCK_SITE_COUNT` of the mock API server). Deterministic for each count.
   */
  siteCount?: number;
}

export function createMockStore(options: MockStoreOptions = {}): MockStore {
  const { persistence } = options;
  const clock = options.now;
  const now = (): Date =>
    clock === undefined ? new Date() : typeof clock === 'function' ? clock() : new Date(clock);
  const createId = options.createId ?? randomUuid;
  const serviceTimeZone = options.serviceTimeZone ?? DEFAULT_SERVICE_TIME_ZONE;
  if (!isKnownTimeZone(serviceTimeZone)) {
    throw new RangeError(`The mock service's time zone is unknown: "${serviceTimeZone}"`);
  }

  const platform = demoSites(options.siteCount);
  let seed: Seed = createSeed(now(), serviceTimeZone, platform);
  /** Created or changed schedules by uuid; Map order is creation order. */
  let changed = new Map<string, StoredSchedule>();

  function apply(snapshot: StoreSnapshot): void {
    if (new Date(snapshot.seededAt).getTime() !== seed.seededAt.getTime()) {
      seed = createSeed(new Date(snapshot.seededAt), serviceTimeZone, platform);
    }
    changed = new Map(snapshot.changedSchedules.map((schedule) => [schedule.uuid, schedule]));
  }

  function snapshot(): StoreSnapshot {
    return {
      version: 1,
      seededAt: seed.seededAt.toISOString(),
      changedSchedules: [...changed.values()],
    };
  }

  /** Picks up what another tab wrote since; a missing or unreadable snapshot keeps ours. */
  function refresh(): void {
    const stored = persistence?.load();
    if (stored) apply(stored);
  }

  function save(): void {
    persistence?.save(snapshot());
  }

  function find(uuid: string): StoredSchedule | undefined {
    return changed.get(uuid) ?? seed.findSchedule(uuid);
  }

  // Start from what was saved, or save the fresh seed so other tabs share its dates.
  const initial = persistence?.load();
  if (initial) apply(initial);
  else save();

  return {
    now,
    serviceTimeZone,
    user: (username) => MOCK_USERS.find((user) => user.username === username),
    accounts: () => PLATFORM_ACCOUNTS,
    account: (accountId) => PLATFORM_ACCOUNTS.find((account) => account.id === accountId),
    sites: () => platform.sites,
    site: (siteId) => platform.site(siteId),
    templates: (accountId) => TEMPLATES_BY_ACCOUNT.get(accountId) ?? [],
    template: (templateUuid) => SEED_TEMPLATES.find((t) => t.template_uuid === templateUuid),

    listSchedules(siteId) {
      refresh();
      const seeded = seed.schedulesOf(siteId);
      const seededIds = new Set(seeded.map((schedule) => schedule.uuid));
      const created = [...changed.values()].filter(
        (schedule) => schedule.site_id === siteId && !seededIds.has(schedule.uuid),
      );
      return [...seeded.map((schedule) => changed.get(schedule.uuid) ?? schedule), ...created];
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

    reset() {
      seed = createSeed(now(), serviceTimeZone, platform);
      changed = new Map();
      save();
    },

    snapshot() {
      refresh();
      return structuredClone(snapshot());
    },
  };
}

/**
 * A random version 4 UUID. `crypto.randomUUID` exists only in secure contexts, and the demo may
 * be opened over plain http on a LAN address; `getRandomValues` works everywhere.
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
