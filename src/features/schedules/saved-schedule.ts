/**
 * Which schedule was just saved: what the form hands to the list it navigates to, and how the
 * list finds that schedule in its data. The create answer has no uuid, so title and first run
 * stand in for it.
 */
import type { Schedule } from '#src/domain/schemas';

/** Which schedule was just saved. The create answer has no uuid, so title and run may stand in. */
export interface ScheduleHighlight {
  uuid?: string | undefined;
  title?: string | undefined;
  /** The saved next_scheduled_date (ISO 8601). */
  nextRun?: string | undefined;
}

/**
 * The router state the schedule form navigates to the list with:
 * `navigate(scheduleListPath(siteId), { state: { flash: { message }, highlight: { uuid } } })`.
 */
export interface ScheduleListLocationState {
  flash?: { message: string } | undefined;
  highlight?: ScheduleHighlight | undefined;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The list's part of a router state, if it has one; anything else (or malformed) -> undefined. */
export function readListLocationState(state: unknown): ScheduleListLocationState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { flash, highlight } = state as Record<string, unknown>;
  const message =
    typeof flash === 'object' && flash !== null
      ? optionalString((flash as Record<string, unknown>).message)
      : undefined;
  let target: ScheduleHighlight | undefined;
  if (typeof highlight === 'object' && highlight !== null) {
    const fields = highlight as Record<string, unknown>;
    const uuid = optionalString(fields.uuid);
    const title = optionalString(fields.title);
    const nextRun = optionalString(fields.nextRun);
    if (uuid || title) target = { uuid, title, nextRun };
  }
  if (!message && !target) return undefined;
  return { flash: message ? { message } : undefined, highlight: target };
}

/**
 * The schedule a highlight points at: the one with its uuid; else the one with its title and
 * run instant; else the only one with its title (the service may have moved the run).
 */
export function findHighlighted(
  schedules: readonly Schedule[],
  highlight: ScheduleHighlight | undefined,
): Schedule | undefined {
  if (!highlight) return undefined;
  if (highlight.uuid) {
    const uuid = highlight.uuid.toLowerCase();
    const byUuid = schedules.find((schedule) => schedule.uuid.toLowerCase() === uuid);
    if (byUuid) return byUuid;
  }
  const title = highlight.title?.trim();
  if (!title) return undefined;
  const withTitle = schedules.filter((schedule) => schedule.title.trim() === title);
  const run = highlight.nextRun ? Date.parse(highlight.nextRun) : Number.NaN;
  const byRun = Number.isNaN(run)
    ? undefined
    : withTitle.find((schedule) => Date.parse(schedule.next_scheduled_date) === run);
  return byRun ?? (withTitle.length === 1 ? withTitle[0] : undefined);
}
