/**
 * Main-thread work before the first rows, from a CDP trace of one cold load: the top-level tasks
 * of the page's renderer main thread (CrRendererMain of the process that set the first-row mark)
 * from navigation start to the first-row mark that `firstRowProbe` sets, summed, and split by
 * what ran inside them (each event's self time, to the innermost event that has a kind).
 */
import type { CDPSession } from '@playwright/test';
import { FIRST_ROWS_MARK } from './first-rows';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
];

/** A Chrome trace event, as far as the bench reads one. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { startTime?: number; decodedBodyLength?: number } };
}

/** Milliseconds of main-thread tasks before the first rows, by kind. */
export interface MainThreadWork {
  total: number;
  /** Compiling and running JavaScript, its event handlers, timers and microtasks, and GC. */
  script: number;
  styleLayout: number;
  /** Pre-paint, paint, layerizing and the commit to the compositor. */
  paint: number;
  /** The rest: navigation commit, HTML parsing, messages, the tasks' own overhead… */
  other: number;
  /** Top-level tasks of the page's dedicated workers (the demo's mock) in the same span. */
  workers: number;
}

type Kind = 'script' | 'styleLayout' | 'paint';

const KINDS: Record<Kind, RegExp> = {
  script:
    /^(EvaluateScript|v8\.(compile|compileModule|evaluateModule|produceCache|produceModuleCache|run)|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|FireIdleCallback|RunMicrotasks|HandlePostMessage|XHRReadyStateChange|XHRLoad|MinorGC|MajorGC|V8\..*)$/,
  styleLayout:
    /^(UpdateLayoutTree|RecalculateStyles|Layout|ParseAuthorStyleSheet|HitTest|UpdateLayerTree)$/,
  paint: /^(PrePaint|Paint|PaintImage|Layerize|Commit|UpdateLayer|CompositeLayers|Decode Image)$/,
};
const TOP_LEVEL_TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

const kindOf = (name: string) =>
  (Object.keys(KINDS) as Kind[]).find((kind) => KINDS[kind].test(name));

/**
 * Starts tracing the browser through the page's CDP session; the function returned stops it and
 * gives the events.
 */
export async function startTracing(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => {
    for (const event of value) events.push(event as TraceEvent);
  };
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES },
  });
  return async () => {
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', collect);
    return events;
  };
}

/** The union of `[start, end)` intervals, clipped to `from`–`to`, in µs. */
function coveredTime(intervals: [number, number][], from: number, to: number): number {
  const clipped = intervals
    .map(([start, end]): [number, number] => [Math.max(start, from), Math.min(end, to)])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reached = -Infinity;
  for (const [start, end] of clipped) {
    if (end <= reached) continue;
    total += end - Math.max(start, reached);
    reached = end;
  }
  return total;
}

/** Self time of every kind in the thread's complete events, clipped to `from`–`to`, in µs. */
function selfTimes(events: TraceEvent[], from: number, to: number): Record<Kind, number> {
  const totals: Record<Kind, number> = { script: 0, styleLayout: 0, paint: 0 };
  const spans = events
    .map((event) => ({
      start: Math.max(event.ts, from),
      end: Math.min(event.ts + event.dur!, to),
      kind: kindOf(event.name),
    }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const stack: { end: number; kind: Kind | undefined; children: number; start: number }[] = [];
  const close = () => {
    const span = stack.pop()!;
    if (span.kind) totals[span.kind] += span.end - span.start - span.children;
  };
  for (const span of spans) {
    while (stack.length && stack.at(-1)!.end <= span.start) close();
    const parent = stack.at(-1);
    const end = parent ? Math.min(span.end, parent.end) : span.end;
    if (parent) parent.children += end - span.start;
    stack.push({ start: span.start, end, kind: span.kind ?? parent?.kind, children: 0 });
  }
  while (stack.length) close();
  return totals;
}

/** What the page's main thread did from navigation start to the first-row mark. */
export function mainThreadWork(events: TraceEvent[]): MainThreadWork {
  const mark = events.find((event) => event.name === FIRST_ROWS_MARK && event.ph !== 'M');
  const startTime = mark?.args?.data?.startTime;
  if (!mark || startTime === undefined) throw new Error(`no ${FIRST_ROWS_MARK} mark in the trace`);
  const to = mark.ts;
  const from = to - startTime * 1000;
  const threadNames = new Map(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name')
      .map((event) => [event.tid, event.args?.name]),
  );
  const complete = events.filter(
    (event) => event.pid === mark.pid && event.ph === 'X' && event.dur !== undefined,
  );
  const main = complete.filter((event) => event.tid === mark.tid);
  const tasks = (list: TraceEvent[]) =>
    list
      .filter((event) => TOP_LEVEL_TASKS.has(event.name))
      .map((event): [number, number] => [event.ts, event.ts + event.dur!]);
  const total = coveredTime(tasks(main), from, to);
  const kinds = selfTimes(main, from, to);
  const workerThreads = new Set(
    complete
      .filter((event) => threadNames.get(event.tid) === 'DedicatedWorker thread')
      .map((event) => event.tid),
  );
  const workers = [...workerThreads].reduce(
    (sum, tid) => sum + coveredTime(tasks(complete.filter((event) => event.tid === tid)), from, to),
    0,
  );
  const ms = (us: number) => us / 1000;
  return {
    total: ms(total),
    script: ms(kinds.script),
    styleLayout: ms(kinds.styleLayout),
    paint: ms(kinds.paint),
    other: ms(Math.max(0, total - kinds.script - kinds.styleLayout - kinds.paint)),
    workers: ms(workers),
  };
}
