/**
 * How much of a Lighthouse run's total blocking time is Chromium decoding large response bodies
 * for DevTools' network agent: with the Network domain on (Lighthouse's, Playwright's), the
 * renderer decodes a text body it keeps for `Network.getResponseBody` in one task as the body
 * ends, with no script of the page's in it. A user's browser does not do this.
 */
import type { TraceEvent } from './main-thread-trace';

/** Bodies this large are the lists' (Initech's 4 MB of schedules, 6.7 MB of reports). */
const LARGE_BODY_BYTES = 1_000_000;
/** Lighthouse's mobile CPU slowdown, and the part of a task that is not blocking. */
const CPU_SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;

/** The page's main thread: the renderer main thread with the most task time. */
function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const names = new Map<string, string | undefined>();
  for (const e of events)
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name);
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.ph === 'X' && names.get(key) === 'CrRendererMain') {
      busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
    }
  }
  const [key] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) return undefined;
  const [pid, tid] = key.split(':').map(Number) as [number, number];
  return { pid, tid };
}

/**
 * The blocking time Lighthouse would count for the tasks that end a large body's load while
 * running almost no script (under a quarter of the task), estimated as Lighthouse simulates a
 * task (its time × 4, less 50 ms); 0 when there are none.
 */
export function devtoolsBodyDecodeBlockingMs(events: readonly TraceEvent[]): number {
  const main = mainThreadOf(events);
  if (!main) return 0;
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = own.filter((e) => e.name === 'RunTask');
  const scripts = own.filter((e) => e.name === 'FunctionCall' || e.name === 'RunMicrotasks');
  const ends = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.name === 'ResourceFinish' &&
      (e.args?.data?.decodedBodyLength ?? 0) >= LARGE_BODY_BYTES,
  );
  let blocking = 0;
  for (const end of ends) {
    const task = tasks.find((t) => t.ts <= end.ts && end.ts <= t.ts + (t.dur ?? 0));
    if (!task) continue;
    const within = (e: TraceEvent) =>
      e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0);
    const scriptUs = scripts.filter(within).reduce((sum, e) => sum + (e.dur ?? 0), 0);
    const taskMs = (task.dur ?? 0) / 1000;
    if (scriptUs / 1000 >= taskMs / 4) continue;
    blocking += Math.max(0, taskMs * CPU_SLOWDOWN - BLOCKING_FROM_MS);
  }
  return blocking;
}
