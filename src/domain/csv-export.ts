/**
 * A site's schedules as a spreadsheet file: CSV as RFC 4180 writes it (CRLF line ends, fields
 * quoted where they hold a quote, comma or line break, inner quotes doubled), with a UTF-8 byte
 * order mark so that spreadsheet apps read non-Latin text as UTF-8, and every field that a
 * spreadsheet would run as a formula made plain text first.
 */
import { formatUtcIso, nextRunAtOrAfter, ruleOf } from './recurrence';
import { describeRule } from './rule-wording';
import type { CalendarZones } from './schedule-rule';
import type { CatalogueSection, Recipient, Schedule } from './schemas';
import { sectionLabels } from './section-catalogue';
import { wallClockAt } from './wall-clock';

export interface CsvOptions {
  zones: CalendarZones;
  /** Runs already past are left for the service's next one, as the list does. */
  now: Date;
  /** Template names by uuid; a template missing from them is named by its uuid. */
  templateNames: ReadonlyMap<string, string> | undefined;
  /** The sections catalogue, where answered: 'Sections' gives its display texts. */
  catalogue?: readonly CatalogueSection[] | undefined;
}

const BYTE_ORDER_MARK = '\uFEFF';

/**
 * OWASP's "CSV injection": a spreadsheet runs a cell starting with one of these as a formula
 * (`=HYPERLINK(…)`, `+1`, `-2`, `@SUM(…)`; tab and carriage return can hide one). A leading
 * apostrophe makes the cell text, and spreadsheets do not show it.
 */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** One field as written: formula-guarded, then quoted when RFC 4180 requires it. */
function csvField(value: string): string {
  const text = FORMULA_STARTS.some((start) => value.startsWith(start)) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRecord(fields: readonly string[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function pad(n: number, width = 2): string {
  return String(Math.abs(n)).padStart(width, '0');
}

/**
 * An instant as an ISO 8601 local date and time with the zone's offset, to the second (and the
 * millisecond when there is one), e.g. `2027-01-31T09:00:00+00:00`, `2027-07-01T10:00:00+01:00`.
 */
function localIso(instant: Date, timeZone: string): string {
  const clock = wallClockAt(instant.getTime(), timeZone);
  const wall = new Date(clock.wall).toISOString(); // 2027-01-31T09:00:00.000Z
  const millis = wall.slice(19, 23);
  const minutes = Math.round(clock.offset);
  const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
  return `${wall.slice(0, 19)}${millis === '.000' ? '' : millis}${offset}`;
}

/** 'Ana Lopez <ana@example.com>', or the email alone when there is no name. */
function recipientText({ name, email }: Recipient): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} <${email}>` : email;
}

function scheduleRecord(schedule: Schedule, options: CsvOptions): string[] {
  const { zones, now, templateNames, catalogue } = options;
  const rule = ruleOf(schedule);
  const sections = schedule.sections.map((section) => section.name);
  const nextRun = nextRunAtOrAfter(rule, zones.service, now);
  return [
    schedule.title,
    describeRule(rule, zones, now),
    schedule.frequency.unit,
    String(schedule.frequency.value),
    localIso(nextRun, zones.user),
    formatUtcIso(nextRun),
    schedule.recipients.map(recipientText).join('; '),
    templateNames?.get(schedule.template_uuid) ?? schedule.template_uuid,
    sectionLabels(sections, catalogue).join('; '),
    sections.join('; '),
  ];
}

/**
 * The CSV file of `schedules`, one record each after a header: title, cadence sentence,
 * frequency unit and value, next run in the user's zone (named in the header) and in UTC,
 * recipients, template name, and sections by display name then by the names the API takes. As
 * with the cadence and its frequency, a person reads the one and a script the other.
 */
export function schedulesCsv(schedules: readonly Schedule[], options: CsvOptions): string {
  const header = [
    'Title',
    'Cadence',
    'Frequency unit',
    'Frequency value',
    `Next run (${options.zones.user})`,
    'Next run in UTC',
    'Recipients',
    'Template',
    'Sections',
    'Section names (API)',
  ];
  return (
    BYTE_ORDER_MARK +
    csvRecord(header) +
    schedules.map((schedule) => csvRecord(scheduleRecord(schedule, options))).join('')
  );
}
