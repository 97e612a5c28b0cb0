/** Which schedule was just saved, for the list to highlight. */
import type { Schedule } from '#src/domain/schemas';

/** Which schedule was just saved. The create answer has no uuid, so title and run may stand in. */
export interface ScheduleHighlight {
  uuid?: string | undefined;
  title?: string | undefined;
  /** The saved next_scheduled_date (ISO 8601). */
  nextRun?: string | undefined;
}

/** The router state the schedule form navigates to the list with. */
export interface ScheduleListLocationState {
  flash?: { message: string } | undefined;
  highlight?: ScheduleHighlight | undefined;
  /** A schedule deleted from its edit page: the list says so, with "Create it again". */
  deleted?: { uuid: string; title: string; outcome: 'deleted' | 'already-gone' } | undefined;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function readDeleted(value: unknown): ScheduleListLocationState['deleted'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const uuid = optionalString(fields.uuid);
  const title = optionalString(fields.title);
  const outcome = fields.outcome === 'already-gone' ? 'already-gone' : 'deleted';
  return uuid && title ? { uuid, title, outcome } : undefined;
}

/** The list's part of a router state, if it has one; anything else (or malformed) -> undefined. */
export function readListLocationState(state: unknown): ScheduleListLocationState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { flash, highlight, deleted } = state as Record<string, unknown>;
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
  const gone = readDeleted(deleted);
  if (!message && !target && !gone) return undefined;
  return { flash: message ? { message } : undefined, highlight: target, deleted: gone };
}

/** The schedule `saved` points at: by uuid, else title and run, else the only one with the title. */
export function findSavedSchedule(
  schedules: readonly Schedule[],
  saved: ScheduleHighlight | undefined,
): Schedule | undefined {
  if (!saved) return undefined;
  if (saved.uuid) {
    const uuid = saved.uuid.toLowerCase();
    const byUuid = schedules.find((schedule) => schedule.uuid.toLowerCase() === uuid);
    if (byUuid) return byUuid;
  }
  const title = saved.title?.trim();
  if (!title) return undefined;
  const withTitle = schedules.filter((schedule) => schedule.title.trim() === title);
  if (saved.nextRun) {
    const run = Date.parse(saved.nextRun);
    const byRun = withTitle.find((schedule) => Date.parse(schedule.next_scheduled_date) === run);
    if (byRun) return byRun;
  }
  return withTitle.length === 1 ? withTitle[0] : undefined;
}
