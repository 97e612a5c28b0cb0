// A site's schedules as iCalendar (RFC 5545). Non-UTC zones as wall clocks with a VTIMEZONE:
// a UTC RRULE would drift at clock changes.
import { recurrenceLines, type IcsZone } from './ics-export-runs';
import { dateTimeValue, escapeText, foldLine } from './ics-export-text';
import { isUtcThroughout, vtimezoneLines, zoneOffsets } from './ics-export-timezone';
import { ruleOf } from './recurrence';
import type { CalendarZones } from './schedule-rule';
import type { CatalogueSection, Schedule } from './schemas';
import { sectionLabels } from './section-catalogue';
import { DAY_MS } from './wall-clock';

export interface IcsOptions {
  /** The site's name, or its ID when no name is known: every summary names it. */
  siteLabel: string;
  calendarName: string;
  zones: CalendarZones;
  /** DTSTAMP. */
  now: Date;
  /** Template names by uuid; a template missing from them is named by its uuid. */
  templateNames: ReadonlyMap<string, string> | undefined;
  /** The sections catalogue, where answered: sections are named by its display texts. */
  catalogue?: readonly CatalogueSection[] | undefined;
}

/** Never anyone's domain (RFC 2606), so no other producer's UID can be the same. */
const UID_DOMAIN = 'report-scheduler.invalid';

/** Calendars show a zero-length event poorly; TRANSP keeps this short block from looking busy. */
const RUN_DURATION = 'PT15M';

/** How far ahead offset changes and short Februaries are listed one by one; RRULEs have no end. */
const YEARS_LISTED = 10;

function descriptionOf(schedule: Schedule, title: string, options: IcsOptions): string {
  const { templateNames, catalogue } = options;
  const count = schedule.recipients.length;
  const lines = [
    `Report: ${title}`,
    `Site: ${options.siteLabel}`,
    `Recipients: ${count} ${count === 1 ? 'recipient' : 'recipients'}`,
    `Template: ${templateNames?.get(schedule.template_uuid) ?? schedule.template_uuid}`,
  ];
  if (schedule.sections.length > 0) {
    const names = schedule.sections.map((section) => section.name);
    lines.push(`Sections: ${sectionLabels(names, catalogue).join(', ')}`);
  }
  return lines.join('\n');
}

function eventLines(
  schedule: Schedule,
  zone: IcsZone,
  spanEnd: number,
  options: IcsOptions,
): string[] {
  const title = schedule.title.trim() || 'Untitled schedule';
  return [
    'BEGIN:VEVENT',
    // Stable per schedule, so importing a newer export updates its event instead of adding one.
    `UID:${schedule.uuid.toLowerCase()}@${UID_DOMAIN}`,
    `DTSTAMP:${dateTimeValue(options.now.getTime(), 'utc')}`,
    ...recurrenceLines(ruleOf(schedule), zone, spanEnd),
    `DURATION:${RUN_DURATION}`,
    `SUMMARY:${escapeText(`${title} (${options.siteLabel})`)}`,
    `DESCRIPTION:${escapeText(descriptionOf(schedule, title, options))}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** The span the file's runs start in: from the earliest first run to years past the last. */
function zoneSpan(schedules: readonly Schedule[], now: Date): { start: number; end: number } {
  const firsts = schedules.map((schedule) => Date.parse(schedule.next_scheduled_date));
  const start = Math.min(now.getTime(), ...firsts) - DAY_MS;
  const latest = Math.max(now.getTime(), ...firsts);
  return { start, end: latest + Math.ceil(YEARS_LISTED * 365.25) * DAY_MS };
}

/** The iCalendar file of `schedules`, one VEVENT each: `icsCalendar([schedule], options)`. */
export function icsCalendar(schedules: readonly Schedule[], options: IcsOptions): string {
  const span = zoneSpan(schedules, options.now);
  const offsets = zoneOffsets(options.zones.service, span.start, span.end);
  const zone: IcsZone = { name: options.zones.service, utc: isUtcThroughout(offsets) };
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Report Scheduler//Schedule export//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.calendarName)}`,
    ...(zone.utc ? [] : vtimezoneLines(zone.name, offsets, span.start)),
    ...schedules.flatMap((schedule) => eventLines(schedule, zone, span.end, options)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('');
}
