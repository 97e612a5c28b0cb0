/** The cadence picker's rules, without the view. */
import { formatShortDate, formatTimeOfDay, MONTH_NAMES } from './format';
import {
  alignFirstRun,
  isLocalDate,
  isLocalTime,
  isMissingFromSomeMonths,
  ordinal,
  toInstant,
  toLocal,
  type Cadence,
} from './recurrence';
import { isDayOfMonth } from './schedule-form';
import type { RunIntent } from './schedule-rule';
import { MONTH_DAY_MAX, MONTH_DAY_MIN } from './schemas';

/** The fields a change of cadence sets, so that the first run stays where it is. */
export function cadenceChanges(
  current: RunIntent,
  cadence: Cadence,
  timeZone: string,
): Partial<RunIntent> {
  const changes: Partial<RunIntent> = { cadence };
  if (cadence === 'monthly' && current.cadence !== 'monthly') {
    const firstRun = toInstant({ date: current.firstRunDate, time: current.time }, timeZone);
    if (!Number.isNaN(firstRun.getTime())) {
      changes.dayOfMonth = toLocal(firstRun, timeZone).dayOfMonth;
    }
  }
  return changes;
}

/** Where realigning starts: the chosen date kept, so typing "31" through "3" keeps the 31st. */
export interface RealignAnchor {
  chosen: string;
  aligned: string;
}

interface Realignment {
  /** The first run's date and time where they moved; empty when nothing moved. */
  changes: Partial<Pick<RunIntent, 'firstRunDate' | 'time'>>;
  /** Why they moved, in sentences, from where to where; '' when nothing moved. */
  note: string;
  anchor: RealignAnchor | null;
}

/** Whether every field the first run depends on is whole: half-typed ones are left alone. */
function isComplete(choice: RunIntent): boolean {
  return (
    isLocalDate(choice.firstRunDate) &&
    isLocalTime(choice.time) &&
    (choice.cadence !== 'monthly' || isDayOfMonth(choice.dayOfMonth))
  );
}

/** The first run the cadence allows from the anchor's date, with a note; half-typed: no change. */
export function realignedFirstRun(
  choice: RunIntent,
  anchor: RealignAnchor | null,
  clock: { timeZone: string; now: Date },
): Realignment {
  if (!isComplete(choice)) return { changes: {}, note: '', anchor };
  const { timeZone, now } = clock;
  const chosen =
    anchor && anchor.aligned === choice.firstRunDate ? anchor.chosen : choice.firstRunDate;
  const aligned = alignFirstRun({
    cadence: choice.cadence,
    dayOfMonth: choice.dayOfMonth,
    date: chosen,
    time: choice.time,
    timeZone,
    now,
  });
  const changes: Realignment['changes'] = {};
  const notes: string[] = [];
  if (aligned.date !== choice.firstRunDate) {
    changes.firstRunDate = aligned.date;
    const passed = toInstant({ date: chosen, time: choice.time }, timeZone) <= now;
    notes.push(movedDateNote(choice, chosen, aligned.date, passed));
  }
  if (aligned.time !== choice.time) {
    changes.time = aligned.time;
    notes.push(
      `${formatTimeOfDay(choice.time)} does not exist on ${formatShortDate(aligned.date)} (the ` +
        `clocks go forward), so the first run is at ${formatTimeOfDay(aligned.time)}.`,
    );
  }
  return { changes, note: notes.join(' '), anchor: { chosen, aligned: aligned.date } };
}

/** Why the first-run date moved from the field's date (or the chosen one) to `aligned`. */
function movedDateNote(choice: RunIntent, chosen: string, aligned: string, passed: boolean) {
  const to = formatShortDate(aligned);
  if (aligned === chosen) {
    return `First run moved back from ${formatShortDate(choice.firstRunDate)} to ${to}, the date you chose.`;
  }
  const moved = `First run moved from ${formatShortDate(chosen)} to ${to}`;
  if (passed) return `${moved}: the first run must be in the future.`;
  if (choice.cadence !== 'monthly') return `${moved}.`;
  const day = ordinal(choice.dayOfMonth);
  if (Number(aligned.slice(8, 10)) === choice.dayOfMonth) {
    return `${moved}: a monthly schedule on the ${day} starts on the next ${day}.`;
  }
  const month = MONTH_NAMES[Number(aligned.slice(5, 7)) - 1] ?? '';
  return `${moved}: ${month} has no ${day}, so a monthly schedule on the ${day} runs on its last day.`;
}

/** What the user must do before the rule can be shown, in the fields' own words. */
export function whatTheRuleNeeds(choice: RunIntent): string | undefined {
  if (choice.cadence === 'monthly' && !isDayOfMonth(choice.dayOfMonth)) {
    return `Choose a day of the month from ${MONTH_DAY_MIN} to ${MONTH_DAY_MAX}`;
  }
  if (!isLocalDate(choice.firstRunDate) || !isLocalTime(choice.time)) {
    return 'Enter the first-run date and time';
  }
  return undefined;
}

/** The day field's help: the range, the month-end rule for 29 to 31, or 'runs on the 15th …'. */
export function dayOfMonthHint(day: number): string {
  if (!isDayOfMonth(day)) return `A day from ${MONTH_DAY_MIN} to ${MONTH_DAY_MAX}`;
  return isMissingFromSomeMonths(day)
    ? `In months without a ${ordinal(day)}, the report runs on the last day of the month`
    : `The report runs on the ${ordinal(day)} of every month`;
}
