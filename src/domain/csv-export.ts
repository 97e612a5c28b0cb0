/** A site's schedules as RFC 4180 CSV: a BOM for UTF-8, formulas made plain text. */
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

/** OWASP's "CSV injection": a cell starting so runs as a formula; a leading ' makes it text. */
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

/** An instant as ISO 8601 local time with the zone's offset: `2027-07-01T10:00:00+01:00`. */
function localIso(instant: Date, timeZone: string): string {
  const clock = wallClockAt(instant.getTime(), timeZone);
  const wall = new Date(clock.wall).toISOString(); // 2027-01-31T09:00:00.000Z
  const millis = wall.slice(19, 23);
  const minutes = Math.round(clock.offset);
  const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
  return `${wall.slice(0, 19)}${millis === '.000' ? '' : millis}${offset}`;
}

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

/** Cadence, next run and sections both in words (for people) and as the API has them. */
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
