/**
 * The cadence picker's rules, without the view: what a change of cadence sets, where the first
 * run moves once the fields change (never into the past, and onto the monthly day), and the
 * words that tell the user why. The picker applies them to the form; the dates themselves come
 * from recurrence.ts (`alignFirstRun`).
 */
import { formatRunDate } from './format';
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

/**
 * The fields a change of cadence sets, e.g. from weekly on Tue 26 Jan to monthly ->
 * `{ cadence: 'monthly', dayOfMonth: 26 }`: monthly on the day of the date already chosen, so
 * the first run stays where it is. Other changes keep the day of month.
 */
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

/**
 * Where realigning starts from. Typing "31" into the day passes through "3", and the 3rd of next
 * month must not become the starting point for the 31st: so the date the user chose is kept
 * beside the one it was last moved to (`aligned`). Any other date in the field was put there by
 * the user (or a restored draft) and becomes the new starting point.
 */
export interface RealignAnchor {
  /** The first-run date the user chose, 'yyyy-MM-dd'. */
  chosen: string;
  /** The date it was moved to. */
  aligned: string;
}

/** What realigning the first run changes, and why. */
interface Realignment {
  /** The first run's date and time where they moved; empty when nothing moved. */
  changes: Partial<Pick<RunIntent, 'firstRunDate' | 'time'>>;
  /** Why they moved, in sentences; '' when nothing moved. */
  note: string;
  /** The anchor for the next realignment. */
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

/**
 * The first run the cadence allows for the user's choice (`alignFirstRun`, from the anchor's
 * chosen date), with a note on what moved. E.g. monthly on the 31st chosen from Tue 26 Jan 2027
 * -> `{ firstRunDate: '2027-01-31' }`, 'The first run moved to Sun, Jan 31, 2027 to fall on the
 * 31st.' Half-typed fields change nothing: the field's own message says what is missing.
 */
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
    const when = formatRunDate(aligned.at, timeZone);
    if (toInstant({ date: chosen, time: choice.time }, timeZone) <= now) {
      notes.push(`That date has passed, so the first run is now ${when}.`);
    } else if (choice.cadence === 'monthly') {
      notes.push(`The first run moved to ${when} to fall on the ${ordinal(choice.dayOfMonth)}.`);
    } else {
      notes.push(`The first run moved back to ${when}, the date you chose.`);
    }
  }
  if (aligned.time !== choice.time) {
    changes.time = aligned.time;
    notes.push(
      `${choice.time} does not exist that day (the clocks go forward), so the run is at ${aligned.time}.`,
    );
  }
  return { changes, note: notes.join(' '), anchor: { chosen, aligned: aligned.date } };
}

/**
 * What the day-of-month field says under it: the range while it is not a day, the month-end rule
 * for 29 to 31 ('In months without a 31st, the report runs on the last day of the month'), and
 * otherwise 'The report runs on the 15th of every month'.
 */
export function dayOfMonthHint(day: number): string {
  if (!isDayOfMonth(day)) return `A day from ${MONTH_DAY_MIN} to ${MONTH_DAY_MAX}`;
  return isMissingFromSomeMonths(day)
    ? `In months without a ${ordinal(day)}, the report runs on the last day of the month`
    : `The report runs on the ${ordinal(day)} of every month`;
}
