/**
 * Counts every site's reports into the `scheduleQueries.list` entries its own pages use, so counts
 * follow changes. Reads go through the bulk runner, in view first; a reorder replaces the run; the
 * slots (read-slots.ts) are shared so the bound holds; typing (typing-pause.ts) goes first.
 */
import {
  hashKey,
  isCancelledError,
  type QueryClient,
  type QueryState,
} from '@tanstack/react-query';
import { BoundedMemo } from '#src/domain/memo';
import {
  changesWhatComesNext,
  summarizeSiteReports,
  summarizeSiteReportsSteps,
  type SiteReportSummary,
} from '#src/domain/portfolio';
import { siteDeliveryAndRecordSteps, type SiteRecord } from '#src/domain/run-states';
import { recentlyNotSent, type SiteDelivery } from '#src/domain/runs-not-sent';
import type { ReportListResponse, Schedule, ScheduleListResponse } from '#src/domain/schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import {
  createBulkRun,
  failureReason,
  type BulkRun,
  type TargetPlan,
} from '#src/lib/bulk/bulk-run';
import {
  isRateLimited,
  retryDelayMs,
  shouldRetryReadUnlessRateLimited,
} from '#src/lib/http/request-policy';
import { reportQueries } from '#src/lib/site-reports/reports';
import { scheduleQueries } from '#src/lib/site-reports/schedules';
import type { TypingWatch } from '#src/lib/scheduling/typing-pause';
import { runInSlices } from '#src/lib/scheduling/use-sliced-result';
import { createSlots } from './read-slots';

/** The most list reads in flight at once, across runs: the bulk runner's own bound. */
const MAX_LISTS_IN_FLIGHT = 4;

/** Counted lists are unobserved: React Query's default would drop a page left open's counts. */
const COUNTED_LIST_GC_MS = 30 * 60_000;

/** The snapshot waits this long for more changes: a run answers every few milliseconds. */
const PUBLISH_AFTER_MS = 100;

/** A list this long is summed up at once; a longer one in slices, with the matchings. */
const SUMMED_AT_ONCE = 500;

/** More sites than a directory holds: the hashes of their entries are all kept. */
const MAX_SITES_HASHED = 100_000;

/** Where a site's count stands. */
export type SiteReportCount =
  /** Not read yet: queued, or waiting for a slot. */
  | { status: 'waiting' }
  | { status: 'counting' }
  | {
      status: 'counted';
      summary: SiteReportSummary;
      schedules: readonly Schedule[];
      /** Read again (its list changed, or a refresh): the numbers shown are the last read's. */
      updating: boolean;
      /** What its sent reports say of its runs (docs/decisions/018). */
      delivery: SiteDeliveryCount;
    }
  | { status: 'failed'; reason: string };

interface CountingProgress {
  total: number;
  /** Sites whose list is read and current. */
  counted: number;
  failed: number;
  /** A run is under way, or a read of one is still in flight. */
  active: boolean;
  /** While a 429 holds the reads back: the seconds left. */
  rateLimitSecondsLeft: number | null;
}

/** Where a counted site's runs stand against its sent reports. */
export type SiteDeliveryCount =
  /** Its reports are still to read, or being matched to its runs. */
  | { status: 'pending' }
  /**
   * Schedules with a run likely unreported in the last RECENT_NOT_SENT_DAYS days, and the site's
   * record of those days (run-states.ts).
   */
  | { status: 'known'; notSent: readonly string[]; record: SiteRecord }
  /** Its reports could not be read (no permission, a failure): its schedules are still counted. */
  | { status: 'failed'; reason: string };

const PENDING: SiteDeliveryCount = { status: 'pending' };
const ALL_SENT: readonly string[] = [];

export interface CountingSnapshot {
  /** By site id in lower case; every site of the directory has an entry. */
  counts: ReadonlyMap<string, SiteReportCount>;
  progress: CountingProgress;
}

export interface ReportCounting {
  getSnapshot(): CountingSnapshot;
  subscribe(listener: () => void): () => void;
  /** Every site of the directory, those in view first (`countingOrder`). */
  setOrder(siteIds: readonly string[]): void;
  /** Count a failed site again, before any other. */
  retry(siteId: string): void;
  retryFailed(): void;
  /** Read every list again, in view order; the counts shown stay until each is replaced. */
  refresh(): void;
  /** Leaving the page: nothing more is sent, and reads nobody else waits for are cancelled. */
  dispose(): void;
}

export const WAITING: SiteReportCount = { status: 'waiting' };
const COUNTING: SiteReportCount = { status: 'counting' };

interface CurrentRun {
  run: BulkRun;
  ids: readonly string[];
  /** Targets whose send has been called (reading, or waiting for a slot). */
  sent: Set<string>;
  /** Aborted when the run is replaced: its targets waiting for a slot give up. */
  stop: AbortController;
}

interface CountingOptions {
  queryClient: QueryClient;
  api: ApiClient;
  serviceTimeZone: string;
  now: Date;
  /** Also read sent reports, after all schedules; a fan-out's site chooser needs only schedules. */
  readSentReports: boolean;
  /** The user's typing, which the reads and slices wait out; none unless given. */
  typing?: Pick<TypingWatch, 'holdFor' | 'paused'>;
}

const NO_TYPING: Pick<TypingWatch, 'holdFor' | 'paused'> = {
  holdFor: () => 0,
  paused: () => Promise.resolve(),
};

export function createReportCounting(options: CountingOptions): ReportCounting {
  return new CountingSession(options);
}

class CountingSession implements ReportCounting {
  private order: readonly string[] = [];
  private known = new Set<string>();
  private readonly failures = new Map<string, string>();
  /** Sites whose list is being read now, each holding a slot. */
  private readonly reading = new Set<string>();
  private readonly slots = createSlots(MAX_LISTS_IN_FLIGHT);
  private current: CurrentRun | null = null;
  private reorderAfterWait = false;
  private pumpQueued = false;
  private disposed = false;
  /** Each list's summary, once summed up; null while a long list's is under way. */
  private readonly summaries = new WeakMap<ScheduleListResponse, SiteReportSummary | null>();
  /** Sites whose reports could not be read, and why: their schedules still count. */
  private readonly reportFailures = new Map<string, string>();
  /** Each site's matching, per reports read, for the schedules it was matched with. */
  private readonly deliveries = new WeakMap<
    ReportListResponse,
    {
      schedules: ScheduleListResponse;
      known: Extract<SiteDeliveryCount, { status: 'known' }> | undefined;
    }
  >();
  /** Long lists' summaries and matchings still to do, each a step at a time, in turn. */
  private readonly sliced: Generator<void, void>[] = [];
  private stopSliced: (() => void) | undefined;
  private readonly listeners = new Set<() => void>();
  private snapshot: CountingSnapshot = {
    counts: new Map(),
    progress: { total: 0, counted: 0, failed: 0, active: false, rateLimitSecondsLeft: null },
  };
  private publishTimer: ReturnType<typeof setTimeout> | undefined;
  /** A publish waits for the user to pause typing. */
  private publishHeld = false;
  private readonly unsubscribeCache: () => void;
  private readonly typing: Pick<TypingWatch, 'holdFor' | 'paused'>;

  constructor(private readonly options: CountingOptions) {
    this.typing = options.typing ?? NO_TYPING;
    this.unsubscribeCache = options.queryClient.getQueryCache().subscribe((event) => {
      const [scope, kind, siteId] = event.query.queryKey as readonly unknown[];
      if (scope !== 'schedules' && scope !== 'reports') return;
      if (kind !== 'list' || typeof siteId !== 'string') return;
      if (!this.known.has(siteId)) return;
      const failures = scope === 'schedules' ? this.failures : this.reportFailures;
      if (event.type === 'updated') {
        if (event.action.type === 'success') {
          failures.delete(siteId);
          const { data } = event.query.state;
          // Summed up as it lands, a list a task: a publish of many answers only looks them up.
          if (scope === 'schedules' && data !== undefined) {
            this.summaryOf(data as ScheduleListResponse);
          }
        }
        // Marked stale by a change on its pages, a roll-out or a refresh: read it again.
        if (event.action.type === 'invalidate') this.pumpSoon();
        this.changed();
      } else if (event.type === 'removed') {
        this.pumpSoon();
        this.changed();
      } else if (event.type === 'added') {
        this.changed();
      }
    });
  }

  getSnapshot = (): CountingSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  setOrder(siteIds: readonly string[]): void {
    const next = siteIds.map((id) => id.toLowerCase());
    const { order } = this;
    if (next.length === order.length && next.every((id, index) => id === order[index])) return;
    this.order = next;
    this.known = new Set(next);
    this.pump();
    this.changed();
  }

  retry(siteId: string): void {
    const id = siteId.toLowerCase();
    this.failures.delete(id);
    this.order = [id, ...this.order.filter((other) => other !== id)];
    this.pump();
    this.changed();
  }

  retryFailed(): void {
    const failed = this.order.filter((id) => this.failures.has(id));
    this.failures.clear();
    this.reportFailures.clear();
    this.order = [...failed, ...this.order.filter((id) => !failed.includes(id))];
    this.pump();
    this.changed();
  }

  refresh(): void {
    this.failures.clear();
    this.reportFailures.clear();
    // Marked stale, not fetched: the runner reads them again, in view order.
    for (const queryKey of [
      [...scheduleQueries.all(), 'list'],
      [...reportQueries.all(), 'list'],
    ]) {
      void this.options.queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
    }
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.unsubscribeCache();
    clearTimeout(this.publishTimer);
    this.stopSliced?.();
    this.sliced.length = 0;
    this.current?.stop.abort();
    this.current?.run.cancel();
    this.current = null;
    this.listeners.clear();
    const { queryClient } = this.options;
    const inFlight = [...this.reading].flatMap((siteId) => [
      this.listOptions(siteId).queryKey,
      this.reportOptions(siteId).queryKey,
    ]);
    // A page opened from here may await one of these reads; after its effects, unobserved ones go.
    setTimeout(() => {
      for (const queryKey of inFlight) {
        const query = queryClient.getQueryCache().find({ queryKey, exact: true });
        if (query && query.state.fetchStatus !== 'idle' && query.getObserversCount() === 0) {
          void queryClient.cancelQueries({ queryKey, exact: true });
        }
      }
    }, 0);
  }

  private listOptions(siteId: string) {
    return scheduleQueries.list(this.options.api, siteId);
  }

  private reportOptions(siteId: string) {
    return reportQueries.list(this.options.api, siteId);
  }

  /** Each site's entries' hashes, worked out once: every snapshot looks up every site's entries. */
  private readonly hashes = new BoundedMemo<string, string>(MAX_SITES_HASHED);
  private readonly reportHashes = new BoundedMemo<string, string>(MAX_SITES_HASHED);

  private stateOf(siteId: string): QueryState<ScheduleListResponse> | undefined {
    const hash = this.hashes.remember(siteId, () => hashKey(this.listOptions(siteId).queryKey));
    // The entry `scheduleQueries.list` makes: its data is a ScheduleListResponse.
    return this.options.queryClient.getQueryCache().get(hash)?.state as
      QueryState<ScheduleListResponse> | undefined;
  }

  private reportStateOf(siteId: string): QueryState<ReportListResponse> | undefined {
    const hash = this.reportHashes.remember(siteId, () =>
      hashKey(this.reportOptions(siteId).queryKey),
    );
    // The entry `reportQueries.list` makes: its data is a ReportListResponse.
    return this.options.queryClient.getQueryCache().get(hash)?.state as
      QueryState<ReportListResponse> | undefined;
  }

  /** Its schedules are read, and not marked stale by a change since. */
  private schedulesRead(siteId: string): boolean {
    const state = this.stateOf(siteId);
    return state?.data !== undefined && !state.isInvalidated;
  }

  /** Its schedules not read, or marked stale by a change, and neither failed nor on its way. */
  private needsSchedules(siteId: string): boolean {
    if (this.failures.has(siteId) || this.reading.has(siteId)) return false;
    return !this.current?.sent.has(siteId) && !this.schedulesRead(siteId);
  }

  /** Its schedules read and current, its sent reports not (or stale), neither failed nor on its way. */
  private needsReportsOnly(siteId: string): boolean {
    if (this.failures.has(siteId) || this.reading.has(siteId)) return false;
    if (!this.options.readSentReports) return false;
    if (this.current?.sent.has(siteId) || this.reportFailures.has(siteId)) return false;
    if (!this.schedulesRead(siteId)) return false;
    const reports = this.reportStateOf(siteId);
    return reports?.data === undefined || reports.isInvalidated;
  }

  /** What a site's reports say of its runs: matched once per (reports, schedules), in slices. */
  private deliveryOf(siteId: string, schedules: ScheduleListResponse): SiteDeliveryCount {
    if (!this.options.readSentReports) return PENDING;
    const reportFailure = this.reportFailures.get(siteId);
    const reports = this.reportStateOf(siteId)?.data;
    if (reports === undefined) {
      return reportFailure === undefined ? PENDING : { status: 'failed', reason: reportFailure };
    }
    const matched = this.deliveries.get(reports);
    if (matched?.schedules === schedules) return matched.known ?? PENDING;
    const { serviceTimeZone, now } = this.options;
    this.deliveries.set(reports, { schedules, known: undefined });
    // The record's run states are read in the matching's own steps, from its index of the reports.
    const steps = siteDeliveryAndRecordSteps(schedules.schedules, reports.reports, {
      serviceTimeZone,
      now,
    });
    this.sliced.push(this.finishing(reports, schedules, steps));
    this.slicesSoon();
    return PENDING;
  }

  /** A list's summary; undefined while a long one is summed up in slices (`summing`). */
  private summaryOf(data: ScheduleListResponse): SiteReportSummary | undefined {
    const known = this.summaries.get(data);
    if (known !== undefined) return known ?? undefined;
    const { serviceTimeZone, now } = this.options;
    if (data.schedules.length <= SUMMED_AT_ONCE) {
      const summary = summarizeSiteReports(data.schedules, serviceTimeZone, now);
      this.summaries.set(data, summary);
      return summary;
    }
    this.summaries.set(data, null);
    this.sliced.push(this.summing(data));
    this.slicesSoon();
    return undefined;
  }

  private *summing(data: ScheduleListResponse): Generator<void, void> {
    const { serviceTimeZone, now } = this.options;
    const summary = yield* summarizeSiteReportsSteps(data.schedules, serviceTimeZone, now);
    this.summaries.set(data, summary);
    this.changed();
  }

  private *finishing(
    reports: ReportListResponse,
    schedules: ScheduleListResponse,
    steps: Generator<void, { delivery: SiteDelivery; record: SiteRecord }>,
  ): Generator<void, void> {
    const { delivery, record } = yield* steps;
    if (this.deliveries.get(reports)?.schedules === schedules) {
      const notSent = recentlyNotSent(delivery, this.options.now);
      this.deliveries.set(reports, {
        schedules,
        known: { status: 'known', notSent: notSent.length === 0 ? ALL_SENT : notSent, record },
      });
      this.changed();
    }
  }

  /** Works in slices (`runInSlices`) so a key typed is never held long. */
  private slicesSoon(): void {
    if (this.disposed || this.stopSliced !== undefined) return;
    this.stopSliced = runInSlices(this.queuedSlices(), () => {
      this.stopSliced = undefined;
      // Stopped for typing: on once the user pauses.
      if (this.sliced.length > 0) void this.typing.paused().then(() => this.slicesSoon());
    });
  }

  private *queuedSlices(): Generator<void, void> {
    for (let first = this.sliced[0]; first && !this.typing.holdFor(); first = this.sliced[0]) {
      if (!first.next().done) {
        yield;
        continue;
      }
      this.sliced.shift();
      // The queue done: what it found shows at once, unless reads are still coming.
      if (this.sliced.length === 0) this.changed();
    }
  }

  /** A site's count now; `previous` itself when nothing changed, so its row is not redrawn. */
  private countOf(siteId: string, previous: SiteReportCount | undefined): SiteReportCount {
    const state = this.stateOf(siteId);
    const data = state?.data;
    const failure = this.failures.get(siteId);
    if (data !== undefined) {
      const summary = this.summaryOf(data);
      if (summary === undefined) return summingCount(data, previous);
      // A failed read again leaves the last read's numbers, no longer marked as updating.
      const updating =
        this.reading.has(siteId) || (state?.isInvalidated === true && failure === undefined);
      const delivery = this.deliveryOf(siteId, data);
      return previous?.status === 'counted' &&
        previous.summary === summary &&
        previous.updating === updating &&
        sameDelivery(previous.delivery, delivery)
        ? previous
        : { status: 'counted', summary, schedules: data.schedules, updating, delivery };
    }
    if (this.reading.has(siteId)) return COUNTING;
    if (failure === undefined) return WAITING;
    return previous?.status === 'failed' && previous.reason === failure
      ? previous
      : { status: 'failed', reason: failure };
  }

  private publish(): void {
    if (this.disposed) return;
    // Held for typing, as the reads are; the changes meanwhile join this publish.
    if (this.typing.holdFor() > 0) {
      if (!this.publishHeld) {
        this.publishHeld = true;
        void this.typing.paused().then(() => {
          this.publishHeld = false;
          this.publish();
        });
      }
      return;
    }
    this.publishTimer = undefined;
    const counts = new Map<string, SiteReportCount>();
    let counted = 0;
    let failed = 0;
    for (const siteId of this.order) {
      const count = this.countOf(siteId, this.snapshot.counts.get(siteId));
      counts.set(siteId, count);
      if (count.status === 'counted' && !count.updating) counted += 1;
      if (count.status === 'failed') failed += 1;
    }
    this.snapshot = {
      counts,
      progress: {
        total: this.order.length,
        counted,
        failed,
        active: this.current !== null || this.reading.size > 0,
        rateLimitSecondsLeft: this.current?.run.getSnapshot().rateLimitSecondsLeft ?? null,
      },
    };
    for (const listener of this.listeners) listener();
  }

  /** A new snapshot soon: the page redraws once for many changes, and at once after the last. */
  private changed(): void {
    if (this.disposed) return;
    const moreToCome = this.current !== null || this.reading.size > 0 || this.sliced.length > 0;
    if (moreToCome && this.publishTimer !== undefined) return;
    clearTimeout(this.publishTimer);
    this.publishTimer = setTimeout(() => this.publish(), moreToCome ? PUBLISH_AFTER_MS : 0);
  }

  /** A refresh marks every list stale at once: one look at what to read for all of them. */
  private pumpSoon(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  /** Starts a run for the sites still to count, or a new one when the order changed what is next. */
  private pump(): void {
    if (this.disposed) return;
    // All schedules first, then reports: counts and cross-site finds need schedules only.
    const wanted = [
      ...this.order.filter((id) => this.needsSchedules(id)),
      ...this.order.filter((id) => this.needsReportsOnly(id)),
    ];
    const { current } = this;
    if (current) {
      const queued = current.ids.filter((id) => !current.sent.has(id));
      if (!changesWhatComesNext(queued, wanted)) return;
      // Waiting out a 429: a new run would send at once. The new order waits for the wait.
      if (current.run.getSnapshot().rateLimitSecondsLeft !== null) {
        this.reorderAfterWait = true;
        return;
      }
      current.stop.abort();
      current.run.cancel();
      this.current = null;
    }
    if (wanted.length > 0) this.start(wanted);
    this.changed();
  }

  private start(ids: readonly string[]): void {
    const sent = new Set<string>();
    const stop = new AbortController();
    const run = createBulkRun<null>({
      ids,
      prepare: () =>
        Promise.resolve(
          new Map<string, TargetPlan<null>>(ids.map((id) => [id, { kind: 'send', body: null }])),
        ),
      send: (id) => this.readList(id, sent, stop.signal),
    });
    const entry: CurrentRun = { run, ids, sent, stop };
    this.current = entry;
    run.subscribe(() => {
      if (this.current !== entry) return;
      const { rateLimitSecondsLeft } = run.getSnapshot();
      if (rateLimitSecondsLeft !== this.snapshot.progress.rateLimitSecondsLeft) this.changed();
      if (rateLimitSecondsLeft === null && this.reorderAfterWait) {
        this.reorderAfterWait = false;
        this.pump();
      }
    });
    void run.settled.then(() => this.finished(entry));
  }

  private finished(entry: CurrentRun): void {
    // A 429 met too often ends as a failure of the runner's, not of the read.
    for (const [id, outcome] of entry.run.outcomes()) {
      if (outcome.status !== 'failed' || this.failures.has(id)) continue;
      if (this.stateOf(id)?.data === undefined) this.failures.set(id, outcome.reason);
    }
    if (this.current !== entry) return;
    this.current = null;
    this.pump();
    this.changed();
  }

  /** Reads a site's schedules, then its reports, in a slot; a 429 goes back to the runner. */
  private async readList(siteId: string, sent: Set<string>, stop: AbortSignal): Promise<void> {
    sent.add(siteId);
    if (!this.schedulesRead(siteId)) {
      await this.readInSlot(siteId, stop, this.listOptions(siteId), this.failures);
      return;
    }
    await this.readInSlot(siteId, stop, this.reportOptions(siteId), this.reportFailures);
  }

  private async readInSlot(
    siteId: string,
    stop: AbortSignal,
    options:
      ReturnType<CountingSession['listOptions']> | ReturnType<CountingSession['reportOptions']>,
    failures: Map<string, string>,
  ): Promise<void> {
    if (!(await this.slots.take(stop))) return;
    try {
      await this.typing.paused();
      if (stop.aborted) return;
      // Read meanwhile (its page opened it, or an earlier run's read came in): nothing to send.
      const state = this.options.queryClient.getQueryState(options.queryKey);
      if (this.disposed || (state?.data !== undefined && !state.isInvalidated)) return;
      this.reading.add(siteId);
      this.changed();
      await this.fetchUnlessStopped(options, stop);
    } catch (error) {
      const rateLimited = isRateLimited(error);
      if (!this.disposed && !rateLimited && !isCancelledError(error)) {
        failures.set(siteId, failureReason(error));
      }
      // A site whose reports alone failed is counted all the same; a 429 is the runner's.
      if (failures === this.failures || rateLimited || isCancelledError(error)) throw error;
    } finally {
      this.reading.delete(siteId);
      this.slots.give();
      this.changed();
    }
  }

  /**
   * Reads a list; a read cancelled by someone else while this run still wants it is sent again. A
   * page left cancels the reads no page observes (`dispose`), and this session's read may have
   * joined one of them: a cancel is not the site's failure.
   */
  private async fetchUnlessStopped(
    options:
      ReturnType<CountingSession['listOptions']> | ReturnType<CountingSession['reportOptions']>,
    stop: AbortSignal,
  ): Promise<void> {
    for (;;) {
      try {
        await this.options.queryClient.fetchQuery({
          ...(options as ReturnType<CountingSession['listOptions']>),
          gcTime: COUNTED_LIST_GC_MS,
          retry: shouldRetryReadUnlessRateLimited,
          retryDelay: retryDelayMs,
        });
        return;
      } catch (error) {
        if (!isCancelledError(error) || this.disposed || stop.aborted) throw error;
      }
    }
  }
}

/** A long list read and being summed up in slices: the last numbers meanwhile, as updating. */
function summingCount(
  data: ScheduleListResponse,
  previous: SiteReportCount | undefined,
): SiteReportCount {
  if (previous?.status !== 'counted') return COUNTING;
  return previous.updating && previous.schedules === data.schedules
    ? previous
    : { ...previous, schedules: data.schedules, updating: true };
}

/** Whether two deliveries say the same, so an unchanged row keeps its count object. */
function sameDelivery(a: SiteDeliveryCount, b: SiteDeliveryCount): boolean {
  if (a.status !== b.status) return false;
  // One object per matching: the same object says the same.
  if (a.status === 'known' && b.status === 'known') return a === b;
  if (a.status === 'failed' && b.status === 'failed') return a.reason === b.reason;
  return true;
}
