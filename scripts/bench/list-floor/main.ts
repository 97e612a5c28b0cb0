/**
 * The benchmark's list floor: the least a page can do to show the first rows of Initech's
 * 5,000 schedules, with no framework. It reads /config.json as the app does, starts the same demo
 * back end in demo mode (the app's service worker and mock worker, `startDemo`), asks the same
 * back end for the same list as the demo user, parses it, sorts it by next run and draws the first
 * 25 rows into a plain <table>. Built and served by the bench (list-floor.ts), same-origin with
 * the app under /bench-list-floor/.
 *
 * Its steps are marked (`performance.mark('list-floor:<step>')`) for the bench to say where the
 * time goes.
 */
import { loadRuntimeConfig } from '#src/config/runtime-config';
import { encodeBasicAuth } from '#src/lib/http/basic-auth';
import { INITECH_SITE_ID } from '#src/mock-service/directory';

const ROWS_SHOWN = 25;

/** The steps the floor marks as `list-floor:<step>`, which the bench reads (list-visible.ts). */
export type ListFloorStep =
  'config.json read' | 'demo code in' | 'demo back end ready' | 'list JSON read';

const mark = (step: ListFloorStep) => performance.mark(`list-floor:${step}`);

interface Row {
  title: string;
  frequency: string;
  nextRun: number;
}

function frequencyText(frequency: unknown): string {
  const { unit, value } = (frequency ?? {}) as { unit?: unknown; value?: unknown };
  if (unit === 'DAYS' && value === 7) return 'Every week';
  if (unit === 'DAYS' && value === 14) return 'Every two weeks';
  if (unit === 'MONTHLY' && typeof value === 'number') return `Monthly on day ${value}`;
  throw new Error(`Unknown frequency ${JSON.stringify(frequency)}`);
}

/** The list's rows: each schedule's title, frequency and next run, checked as they are read. */
function parseList(body: unknown): Row[] {
  const schedules = (body as { schedules?: unknown } | null)?.schedules;
  if (!Array.isArray(schedules)) throw new Error('The answer holds no list of schedules');
  return schedules.map((item: unknown) => {
    const { title, next_scheduled_date: next, frequency } = (item ?? {}) as Record<string, unknown>;
    const nextRun = typeof next === 'string' ? Date.parse(next) : NaN;
    if (typeof title !== 'string' || Number.isNaN(nextRun)) {
      throw new Error(`A schedule without a title or next run: ${JSON.stringify(item)}`);
    }
    return { title, frequency: frequencyText(frequency), nextRun };
  });
}

function draw(rows: readonly Row[]) {
  const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  const body = document.querySelector('#schedules tbody')!;
  const fragment = document.createDocumentFragment();
  for (const row of rows) {
    const tr = document.createElement('tr');
    for (const text of [row.title, row.frequency, format.format(row.nextRun)]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    fragment.append(tr);
  }
  body.append(fragment);
}

async function start() {
  const status = document.getElementById('status')!;
  try {
    const config = await loadRuntimeConfig();
    mark('config.json read');
    if (config.mode === 'demo') {
      const { startDemo } = await import('#src/mock-service/browser');
      mark('demo code in');
      await startDemo(config.serviceTimeZone);
      mark('demo back end ready');
    }
    const response = await fetch(
      `${config.apiBaseUrl}/site_reports/schedules?site_id=${encodeURIComponent(INITECH_SITE_ID)}`,
      { headers: { Authorization: encodeBasicAuth({ username: 'demo', password: 'demo' }) } },
    );
    if (!response.ok) throw new Error(`The list answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    mark('list JSON read');
    const rows = parseList(body).sort((a, b) => a.nextRun - b.nextRun);
    draw(rows.slice(0, ROWS_SHOWN));
    status.textContent = `${rows.length.toLocaleString('en-US')} schedules`;
  } catch (error) {
    console.error(error);
    status.textContent = `The list could not load: ${error instanceof Error ? error.message : String(error)}`;
  }
}

void start();
