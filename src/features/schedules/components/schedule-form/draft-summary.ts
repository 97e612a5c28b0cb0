/** A saved draft in words: the parts that differ from the opened form, and when it was saved. */
import { formatCompactRunDateTime, formatTimeOfDay } from '#src/domain/format';
import { localDateAfter, toLocal } from '#src/domain/recurrence';
import type { ScheduleFormValues } from '#src/domain/schedule-form';

/** Deep equality of plain JSON values, whatever the order of object keys. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) =>
      sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** The parts of the form as the user knows them, in screen order, and the values behind each. */
const PARTS: readonly [string, readonly (keyof ScheduleFormValues)[]][] = [
  ['title', ['title']],
  ['template', ['templateUuid']],
  ['sections', ['sections']],
  ['cadence', ['cadence']],
  ['day of month', ['dayOfMonth']],
  ['first run', ['firstRunDate', 'time']],
  ['recipients', ['recipients']],
];

/** The parts where `draft` differs from `shown`, in screen order, e.g. `['title', 'recipients']`. */
export function draftChanges(draft: ScheduleFormValues, shown: ScheduleFormValues): string[] {
  return PARTS.filter(([, fields]) =>
    fields.some((field) => !sameValues(draft[field], shown[field])),
  ).map(([part]) => part);
}

/**
 * When a draft was saved, in the user's zone: 'today at 14:02', 'yesterday at 09:15', or as the
 * list writes a run: 'Tue, Jan 5, 14:02'.
 */
export function draftSavedWhen(savedAt: Date, now: Date, timeZone: string): string {
  const saved = toLocal(savedAt, timeZone);
  const today = toLocal(now, timeZone);
  if (saved.date === today.date) return `today at ${formatTimeOfDay(saved.time)}`;
  if (saved.date === localDateAfter(now, -1, timeZone)) {
    return `yesterday at ${formatTimeOfDay(saved.time)}`;
  }
  return formatCompactRunDateTime(savedAt, timeZone, {
    currentYear: Number(today.date.slice(0, 4)),
  });
}
