/** The export files, loaded with `import()` on demand so the writers stay out of the list's chunk. */
import { schedulesCsv } from '#src/domain/csv-export';
import { icsCalendar } from '#src/domain/ics-export';
import { localDateAfter } from '#src/domain/recurrence';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { CatalogueSection, Schedule, Template } from '#src/domain/schemas';

/**
 * What to export: every schedule of the site as a calendar or a spreadsheet, the list's selection
 * as either (by uuid), or one schedule.
 */
export type ExportRequest =
  | { kind: 'site-calendar' }
  | { kind: 'site-spreadsheet' }
  | { kind: 'selection-calendar' | 'selection-spreadsheet'; uuids: readonly string[] }
  | { kind: 'schedule-calendar'; uuid: string };

export interface ExportNotice {
  severity: 'success' | 'info' | 'error';
  text: string;
}

export interface ExportContext {
  siteId: string;
  siteName: string | undefined;
  zones: CalendarZones;
  now: Date;
  /** Template names by uuid; undefined when they could not be loaded. */
  templateNames: ReadonlyMap<string, string> | undefined;
  /** The sections catalogue; undefined where it could not be read (sections then by name). */
  catalogue?: readonly CatalogueSection[] | undefined;
}

interface ExportFile {
  name: string;
  type: string;
  content: string;
}

const ICS_TYPE = 'text/calendar;charset=utf-8';
const CSV_TYPE = 'text/csv;charset=utf-8';

/** The longest part of a file name taken from a title or a site's name, in characters. */
const NAME_PART_MAX = 80;

/** Text safe in a file name anywhere: letters and digits of any script, other runs one hyphen. */
function fileNamePart(text: string): string {
  const part = text.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-');
  return [...part]
    .slice(0, NAME_PART_MAX)
    .join('')
    .replace(/^-+|-+$/g, '');
}

/** '<site-name>-schedules-yyyy-MM-dd' (or '-3-schedules-' for a selection), dated today in the user's zone. */
function siteFileStem(context: ExportContext, selected?: number): string {
  const site = fileNamePart(context.siteName ?? '').toLowerCase() || context.siteId.toLowerCase();
  const what = selected === undefined ? 'schedules' : `${selected}-schedules`;
  return `${site}-${what}-${localDateAfter(context.now, 0, context.zones.user)}`;
}

function siteLabel(context: ExportContext): string {
  return context.siteName ?? context.siteId;
}

function calendarOf(schedules: readonly Schedule[], name: string, context: ExportContext) {
  return icsCalendar(schedules, {
    siteLabel: siteLabel(context),
    calendarName: name,
    zones: context.zones,
    now: context.now,
    templateNames: context.templateNames,
    catalogue: context.catalogue,
  });
}

/** Every schedule of the site (or the `selected` of them) as one calendar file. */
export function siteCalendarFile(
  schedules: readonly Schedule[],
  context: ExportContext,
  selected?: number,
): ExportFile {
  return {
    name: `${siteFileStem(context, selected)}.ics`,
    type: ICS_TYPE,
    content: calendarOf(schedules, `${siteLabel(context)} report schedules`, context),
  };
}

/** One schedule as a calendar file named after it: 'Weekly-traffic-snapshot.ics'. */
export function scheduleCalendarFile(schedule: Schedule, context: ExportContext): ExportFile {
  const title = schedule.title.trim() || 'Untitled schedule';
  return {
    name: `${fileNamePart(title) || 'schedule'}.ics`,
    type: ICS_TYPE,
    content: calendarOf([schedule], title, context),
  };
}

/** Every schedule of the site (or the `selected` of them) as one spreadsheet file. */
export function siteSpreadsheetFile(
  schedules: readonly Schedule[],
  context: ExportContext,
  selected?: number,
): ExportFile {
  return {
    name: `${siteFileStem(context, selected)}.csv`,
    type: CSV_TYPE,
    content: schedulesCsv(schedules, context),
  };
}

/** How long the file's object URL outlives the click: Firefox reads it after the click returns. */
const REVOKE_AFTER_MS = 1_000;

/** Hands the file to the browser's downloads, as a link with `download` would. */
function downloadFile(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

/** Makes the file and downloads it; without templates or catalogue, it gives their IDs and names. */
export async function exportSchedules(
  request: ExportRequest,
  schedules: readonly Schedule[],
  context: Omit<ExportContext, 'templateNames' | 'catalogue'>,
  load: {
    templates: () => Promise<{ templates: readonly Template[] }>;
    catalogue: () => Promise<{ sections: readonly CatalogueSection[] }>;
  },
): Promise<ExportNotice | undefined> {
  const [templateNames, catalogue] = await Promise.all([
    load.templates().then(
      ({ templates }) => new Map(templates.map((t) => [t.template_uuid, t.template_name])),
      () => undefined,
    ),
    load.catalogue().then(
      ({ sections }) => sections,
      () => undefined,
    ),
  ]);
  const full = { ...context, templateNames, catalogue };
  let file: ExportFile;
  if (request.kind === 'site-spreadsheet') file = siteSpreadsheetFile(schedules, full);
  else if (request.kind === 'site-calendar') file = siteCalendarFile(schedules, full);
  else if (request.kind === 'schedule-calendar') {
    const schedule = schedules.find(({ uuid }) => uuid === request.uuid);
    if (!schedule) return undefined;
    file = scheduleCalendarFile(schedule, full);
  } else {
    const uuids = new Set(request.uuids);
    const selected = schedules.filter(({ uuid }) => uuids.has(uuid));
    if (selected.length === 0) return undefined;
    file =
      request.kind === 'selection-spreadsheet'
        ? siteSpreadsheetFile(selected, full, selected.length)
        : siteCalendarFile(selected, full, selected.length);
  }
  downloadFile(file);
  return templateNames
    ? { severity: 'success', text: `Downloaded ${file.name}.` }
    : {
        severity: 'info',
        text: `Downloaded ${file.name}. The template names could not be loaded, so it gives each template's ID instead.`,
      };
}
