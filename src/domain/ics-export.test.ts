import { describe, expect, it } from 'vitest';
import { icsCalendar, type IcsOptions } from './ics-export';
import type { Frequency, Schedule } from './schemas';
import { catalogueSection } from '#tests/support/catalogue-fixtures';

const NOW = new Date('2027-01-20T10:15:30Z');

function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    uuid: '5A1E0000-0000-4000-8000-000000000001',
    title: 'Weekly traffic snapshot',
    next_scheduled_date: '2027-01-26T09:00:00Z',
    template_uuid: '3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d',
    frequency: { unit: 'DAYS', value: 7 },
    recipients: [
      { name: 'Ana Lopez', email: 'ana@example.com' },
      { name: null, email: 'ops@example.com' },
    ],
    sections: [{ name: 'Traffic' }, { name: 'SEO' }],
    branding: null,
    ...overrides,
  };
}

function exportOf(schedules: Schedule[], options: Partial<IcsOptions> = {}): string {
  return icsCalendar(schedules, {
    siteLabel: 'Acme Marketing',
    calendarName: 'Acme Marketing report schedules',
    zones: { user: 'Europe/London', service: 'UTC' },
    now: NOW,
    templateNames: new Map([['3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d', 'Monthly client report']]),
    ...options,
  });
}

/** The file's content lines, unfolded (RFC 5545 3.1). */
function linesOf(ics: string): string[] {
  return ics
    .replace(/\r\n /g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

/** The lines of the first VEVENT that give its runs. */
function recurrenceOf(ics: string): string[] {
  const lines = linesOf(ics);
  return lines
    .slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT'))
    .filter((line) => /^(DTSTART|RRULE|RDATE|EXDATE)[;:]/.test(line));
}

function monthly(value: number): Frequency {
  return { unit: 'MONTHLY', value };
}

describe('icsCalendar: the calendar and its events', () => {
  it('writes a VCALENDAR with one VEVENT per schedule', () => {
    const ics = exportOf([schedule(), schedule({ uuid: '5a1e0000-0000-4000-8000-000000000002' })]);
    const lines = linesOf(ics);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Report Scheduler//Schedule export//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Acme Marketing report schedules',
    ]);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:5a1e0000-0000-4000-8000-000000000002@report-scheduler.invalid');
  });

  it('names the schedule and the site, and describes the report', () => {
    const lines = linesOf(exportOf([schedule()]));
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:5a1e0000-0000-4000-8000-000000000001@report-scheduler.invalid',
        'DTSTAMP:20270120T101530Z',
        'DURATION:PT15M',
        'TRANSP:TRANSPARENT',
        'SUMMARY:Weekly traffic snapshot (Acme Marketing)',
        'DESCRIPTION:Report: Weekly traffic snapshot\\nSite: Acme Marketing\\nRecipients: 2 r' +
          'ecipients\\nTemplate: Monthly client report\\nSections: Traffic\\, SEO',
      ]),
    );
  });

  it('names the sections by the catalogue’s display text, one it does not know as it is', () => {
    const catalogue = [catalogueSection('Traffic', 4, ['audience', 'Audience'], false, 'Visits')];
    const description = linesOf(exportOf([schedule()], { catalogue })).find((line) =>
      line.startsWith('DESCRIPTION:'),
    );
    expect(description).toMatch(/\\nSections: Visits\\, SEO$/);
  });

  it('names a template it has no name for by its ID', () => {
    const ics = exportOf([schedule({ sections: [] })], { templateNames: undefined });
    const description = linesOf(ics).find((line) => line.startsWith('DESCRIPTION:'));
    expect(description).toMatch(/\\nTemplate: 3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d$/);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    const ics = exportOf([schedule({ title: 'Sales; EMEA, Q1 \\ draft\nfinal' })]);
    expect(linesOf(ics)).toContain(
      'SUMMARY:Sales\\; EMEA\\, Q1 \\\\ draft\\nfinal (Acme Marketing)',
    );
  });

  it('ends lines in CRLF and folds them at 75 octets without splitting a character', () => {
    const title = `Rapport mensuel ${'é'.repeat(30)} 月次レポート ${'😀'.repeat(20)} ${'x'.repeat(60)}`;
    const ics = exportOf([schedule({ title })]);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = ics.split('\r\n').slice(0, -1);
    for (const line of physical) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      // A lone surrogate would mean an emoji was cut in two.
      expect(line).not.toMatch(
        /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
      );
    }
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(linesOf(ics)).toContain(`SUMMARY:${title} (Acme Marketing)`);
  });
});

describe('icsCalendar: runs in the service zone UTC', () => {
  it('writes weekly and every two weeks from the first run, in UTC', () => {
    expect(recurrenceOf(exportOf([schedule()]))).toEqual([
      'DTSTART:20270126T090000Z',
      'RRULE:FREQ=WEEKLY',
    ]);
    const biweekly = schedule({ frequency: { unit: 'DAYS', value: 14 } });
    expect(recurrenceOf(exportOf([biweekly]))).toEqual([
      'DTSTART:20270126T090000Z',
      'RRULE:FREQ=WEEKLY;INTERVAL=2',
    ]);
    expect(linesOf(exportOf([biweekly]))).not.toContain('BEGIN:VTIMEZONE');
  });

  it('writes monthly on days 1-28 as that day of the month', () => {
    const on15th = schedule({
      frequency: monthly(15),
      next_scheduled_date: '2027-02-15T09:00:00Z',
    });
    expect(recurrenceOf(exportOf([on15th]))).toEqual([
      'DTSTART:20270215T090000Z',
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=15',
    ]);
  });

  it('writes monthly on the 31st as the last day of every month', () => {
    const on31st = schedule({
      frequency: monthly(31),
      next_scheduled_date: '2027-01-31T09:00:00Z',
    });
    expect(recurrenceOf(exportOf([on31st]))).toEqual([
      'DTSTART:20270131T090000Z',
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=-1',
    ]);
  });

  it('adds the Februaries without day 30 to monthly on the 30th, for ten years', () => {
    const on30th = schedule({
      frequency: monthly(30),
      next_scheduled_date: '2027-01-30T09:00:00Z',
    });
    const [start, rule, rdate] = recurrenceOf(exportOf([on30th]));
    expect([start, rule]).toEqual(['DTSTART:20270130T090000Z', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=30']);
    const februaries = rdate?.replace('RDATE:', '').split(',');
    expect(februaries?.slice(0, 3)).toEqual([
      '20270228T090000Z',
      '20280229T090000Z',
      '20290228T090000Z',
    ]);
    // Ten years past today and the first run.
    expect(februaries?.at(-1)).toBe('20360229T090000Z');
  });

  it('adds only the common years Februaries to monthly on the 29th', () => {
    const on29th = schedule({
      frequency: monthly(29),
      next_scheduled_date: '2028-01-29T09:00:00Z',
    });
    const rdate = recurrenceOf(exportOf([on29th])).find((line) => line.startsWith('RDATE'));
    expect(rdate?.split(',').slice(0, 4)).toEqual([
      'RDATE:20290228T090000Z',
      '20300228T090000Z',
      '20310228T090000Z',
      '20330228T090000Z',
    ]);
  });

  it('starts the rule at the second run when the first is off the monthly day', () => {
    // Made through the API: monthly on the 31st, first run on the 15th.
    const offDay = schedule({
      frequency: monthly(31),
      next_scheduled_date: '2027-01-15T09:00:00Z',
    });
    expect(recurrenceOf(exportOf([offDay]))).toEqual([
      'DTSTART:20270131T090000Z',
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=-1',
      'RDATE:20270115T090000Z',
    ]);
  });

  it('starts monthly on the 30th in March when its first run is on February 28th', () => {
    const inFebruary = schedule({
      frequency: monthly(30),
      next_scheduled_date: '2027-02-28T09:00:00Z',
    });
    const [start, , rdate] = recurrenceOf(exportOf([inFebruary]));
    expect(start).toBe('DTSTART:20270330T090000Z');
    expect(rdate).toMatch(/^RDATE:20270228T090000Z,20280229T090000Z,/);
  });

  it('writes a zone that keeps UTC all year, such as Etc/UTC, in UTC', () => {
    const ics = exportOf([schedule()], { zones: { user: 'UTC', service: 'Etc/UTC' } });
    expect(recurrenceOf(ics)[0]).toBe('DTSTART:20270126T090000Z');
    expect(ics).not.toContain('VTIMEZONE');
  });
});

/** The VTIMEZONE's observances: kind, onset, offsets. */
function observancesOf(ics: string): string[] {
  const lines = linesOf(ics);
  const start = lines.indexOf('BEGIN:VTIMEZONE');
  const end = lines.indexOf('END:VTIMEZONE');
  const observances: string[] = [];
  for (let index = start; index < end; index++) {
    const line = lines[index] ?? '';
    if (line === 'BEGIN:STANDARD' || line === 'BEGIN:DAYLIGHT') {
      const [onset, from, to] = lines.slice(index + 1, index + 4);
      observances.push(`${line.slice(6)} ${onset} ${from} ${to}`);
    }
  }
  return observances;
}

describe('icsCalendar: runs in another service zone', () => {
  const newYork: Partial<IcsOptions> = {
    zones: { user: 'America/New_York', service: 'America/New_York' },
  };

  it('writes wall clocks in the zone, which keep their time when clocks change', () => {
    // 09:00 EST.
    const ics = exportOf([schedule({ next_scheduled_date: '2027-01-26T14:00:00Z' })], newYork);
    expect(recurrenceOf(ics)).toEqual([
      'DTSTART;TZID=America/New_York:20270126T090000',
      'RRULE:FREQ=WEEKLY',
    ]);
  });

  it('defines the zone with each change of its offset, from the first run on', () => {
    const ics = exportOf([schedule({ next_scheduled_date: '2027-01-26T14:00:00Z' })], newYork);
    expect(linesOf(ics)).toContain('TZID:America/New_York');
    const observances = observancesOf(ics);
    expect(observances.slice(0, 3)).toEqual([
      // The offset in force a day before the earliest first run or today.
      'STANDARD DTSTART:20270119T051530 TZOFFSETFROM:-0500 TZOFFSETTO:-0500',
      'DAYLIGHT DTSTART:20270314T020000 TZOFFSETFROM:-0500 TZOFFSETTO:-0400',
      'STANDARD DTSTART:20271107T020000 TZOFFSETFROM:-0400 TZOFFSETTO:-0500',
    ]);
    // Ten years on: two changes a year.
    expect(observances).toHaveLength(1 + 2 * 10);
  });

  it('calls the summer offset DAYLIGHT south of the equator too', () => {
    const ics = exportOf([schedule({ next_scheduled_date: '2027-01-25T22:00:00Z' })], {
      zones: { user: 'Australia/Sydney', service: 'Australia/Sydney' },
    });
    expect(observancesOf(ics).slice(0, 3)).toEqual([
      'DAYLIGHT DTSTART:20270119T211530 TZOFFSETFROM:+1100 TZOFFSETTO:+1100',
      'STANDARD DTSTART:20270404T030000 TZOFFSETFROM:+1100 TZOFFSETTO:+1000',
      'DAYLIGHT DTSTART:20271003T020000 TZOFFSETFROM:+1000 TZOFFSETTO:+1100',
    ]);
  });

  it('counts monthly days in the zone, not in UTC', () => {
    // 23:30 on the 15th in New York is 04:30 on the 16th in UTC.
    const ics = exportOf(
      [schedule({ frequency: monthly(15), next_scheduled_date: '2027-01-16T04:30:00Z' })],
      newYork,
    );
    expect(recurrenceOf(ics)).toEqual([
      'DTSTART;TZID=America/New_York:20270115T233000',
      'RRULE:FREQ=MONTHLY;BYMONTHDAY=15',
    ]);
  });

  it('writes a first run at the second of two equal wall clocks in UTC', () => {
    // 01:30 EST on 7 November 2027, after 01:30 EDT: a TZID value would name the first.
    const ics = exportOf([schedule({ next_scheduled_date: '2027-11-07T06:30:00Z' })], newYork);
    expect(recurrenceOf(ics)).toEqual([
      'DTSTART;TZID=America/New_York:20271114T013000',
      'RRULE:FREQ=WEEKLY',
      'RDATE:20271107T063000Z',
    ]);
  });

  it('defines a zone without changes by its one offset', () => {
    const ics = exportOf([schedule({ next_scheduled_date: '2027-01-26T03:30:00Z' })], {
      zones: { user: 'Asia/Kolkata', service: 'Asia/Kolkata' },
    });
    expect(observancesOf(ics)).toEqual([
      'STANDARD DTSTART:20270119T154530 TZOFFSETFROM:+0530 TZOFFSETTO:+0530',
    ]);
    expect(recurrenceOf(ics)[0]).toBe('DTSTART;TZID=Asia/Kolkata:20270126T090000');
  });

  it('quotes a zone given as an offset where it is a parameter', () => {
    const ics = exportOf([schedule({ next_scheduled_date: '2027-01-26T03:30:00Z' })], {
      zones: { user: 'UTC', service: '+05:30' },
    });
    expect(recurrenceOf(ics)[0]).toBe('DTSTART;TZID="+05:30":20270126T090000');
    expect(linesOf(ics)).toContain('TZID:+05:30');
  });
});
