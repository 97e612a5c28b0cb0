/** Reports and schedules for the rule of runs not sent (runs-not-sent.ts, run-states.ts). */
import type { Frequency, Report } from '#src/domain/schemas';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const at = (iso: string) => Date.parse(iso);
export const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

let next = 0;

/** A report of the run at `run`, its period from `previous`, created `delay` after the run. */
export function reportOf(
  title: string,
  previous: string,
  run: string,
  delay = 4 * 60_000,
  end = at(run),
): Report {
  next += 1;
  return {
    uuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    title,
    date_range: { start_date: previous, end_date: iso(end) },
    created_at: iso(at(run) + delay),
    recipients: [{ email: 'dana@acme.example' }],
    download_url: `https://reports.example.com/${next}.pdf`,
  };
}

const WEEKLY: Frequency = { unit: 'DAYS', value: 7 };
export const weekly = (title: string, next_scheduled_date: string) => ({
  title,
  frequency: WEEKLY,
  next_scheduled_date,
});

/** Weekly reports of `title`, Mondays at 09:00 UTC from 4 January 2027, one per run listed. */
export function mondays(title: string, count: number, delay?: number): Report[] {
  return Array.from({ length: count }, (_, index) => {
    const run = at('2027-01-04T09:00:00Z') + index * 7 * DAY;
    return reportOf(title, iso(run - 7 * DAY), iso(run), delay);
  });
}

/** Instants as ISO strings, for readable expectations. */
export const runs = (list: readonly number[]) => list.map(iso);
