import { describe, expect, it } from 'vitest';
import { schedulesCsv, type CsvOptions } from './csv-export';
import type { Schedule } from './schemas';
import { catalogueSection } from '#tests/support/catalogue-fixtures';

const TEMPLATE_ID = '3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d';

function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    uuid: '5a1e0000-0000-4000-8000-000000000001',
    title: 'Weekly traffic snapshot',
    next_scheduled_date: '2027-01-26T09:00:00Z',
    template_uuid: TEMPLATE_ID,
    frequency: { unit: 'DAYS', value: 7 },
    recipients: [
      { name: 'Ana Lopez', email: 'ana@example.com' },
      { name: null, email: 'ops@example.com' },
      { name: '  ', email: 'blank@example.com' },
    ],
    sections: [{ name: 'traffic' }, { name: 'seo' }],
    branding: null,
    ...overrides,
  };
}

const OPTIONS: CsvOptions = {
  zones: { user: 'Europe/London', service: 'UTC' },
  now: new Date('2027-01-20T10:00:00Z'),
  templateNames: new Map([[TEMPLATE_ID, 'Monthly client report']]),
  // Knows traffic, not seo.
  catalogue: [catalogueSection('traffic', 4, ['audience', 'Audience'], false, 'Traffic sources')],
};

/**
 * A strict RFC 4180 reader, independent of the writer: records end in CRLF, a quoted field runs
 * to its closing quote (doubled quotes are one), and nothing else may follow a closing quote.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let index = 0;
  while (index < text.length) {
    let field = '';
    if (text[index] === '"') {
      index++;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote < 0) throw new Error('Unclosed quote');
        field += text.slice(index, quote);
        index = quote + 1;
        if (text[index] !== '"') break;
        field += '"';
        index++;
      }
    } else {
      const end = text.slice(index).search(/[",\r\n]/);
      field = end < 0 ? text.slice(index) : text.slice(index, index + end);
      if (text[index + field.length] === '"') throw new Error('Quote inside an unquoted field');
      index += field.length;
    }
    record.push(field);
    if (text[index] === ',') {
      index++;
    } else if (text.startsWith('\r\n', index)) {
      records.push(record);
      record = [];
      index += 2;
    } else {
      throw new Error(`Expected a comma or CRLF at ${index}`);
    }
  }
  if (record.length > 0) throw new Error('The last record has no CRLF');
  return records;
}

/** The file's records, after its byte order mark. */
function recordsOf(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parseCsv(csv.slice(1));
}

describe('schedulesCsv', () => {
  it('starts with a byte order mark and a header naming the user’s zone', () => {
    const [header] = recordsOf(schedulesCsv([], OPTIONS));
    expect(header).toEqual([
      'Title',
      'Cadence',
      'Frequency unit',
      'Frequency value',
      'Next run (Europe/London)',
      'Next run in UTC',
      'Recipients',
      'Template',
      'Sections',
      'Section names (API)',
    ]);
  });

  it('writes one record per schedule, in CRLF-ended lines', () => {
    const csv = schedulesCsv([schedule()], OPTIONS);
    expect(recordsOf(csv)[1]).toEqual([
      'Weekly traffic snapshot',
      'Every week on Tuesday at 09:00 (10:00 during daylight saving time)',
      'DAYS',
      '7',
      '2027-01-26T09:00:00+00:00',
      '2027-01-26T09:00:00Z',
      'Ana Lopez <ana@example.com>; ops@example.com; blank@example.com',
      'Monthly client report',
      // For people, by display name (one the catalogue lacks as it is), then as the API has them.
      'Traffic sources; seo',
      'traffic; seo',
    ]);
    expect(csv.split('\r\n')).toHaveLength(3);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('gives the next run in the user’s zone with its offset, and the service’s next one', () => {
    const monthly = schedule({
      frequency: { unit: 'MONTHLY', value: 31 },
      // Listed, but already past: the service runs on June 30 next.
      next_scheduled_date: '2027-05-31T09:00:00Z',
    });
    const [, record] = recordsOf(
      schedulesCsv([monthly], {
        ...OPTIONS,
        zones: { user: 'America/New_York', service: 'UTC' },
        now: new Date('2027-06-10T00:00:00Z'),
      }),
    );
    expect(record?.slice(2, 6)).toEqual([
      'MONTHLY',
      '31',
      '2027-06-30T05:00:00-04:00',
      '2027-06-30T09:00:00Z',
    ]);
  });

  it('names a template by its ID when its name is unknown', () => {
    const [, record] = recordsOf(
      schedulesCsv([schedule()], { ...OPTIONS, templateNames: undefined }),
    );
    expect(record?.[7]).toBe(TEMPLATE_ID);
  });
});

describe('schedulesCsv with hostile text', () => {
  const titles = [
    '=HYPERLINK("http://evil.example","Click")',
    '+1',
    '-2',
    '@SUM(A1:A2)',
    '\tTabbed',
    '\r=1+1',
    'He said "hello", then left',
    'Line one\nLine two',
    'Windows\r\nline',
    'Reports, weekly',
    'Statistik Über 😀 📈',
    '月次レポート — Ежемесячный отчёт — تقرير شهري',
    'a = b, not a formula',
  ];

  it('reads back every title, formulas made text with a leading apostrophe', () => {
    const schedules = titles.map((title, index) =>
      schedule({ uuid: `5a1e0000-0000-4000-8000-00000000000${index}`, title }),
    );
    const records = recordsOf(schedulesCsv(schedules, OPTIONS));
    expect(records.map((record) => record[0])).toEqual([
      'Title',
      '\'=HYPERLINK("http://evil.example","Click")',
      "'+1",
      "'-2",
      "'@SUM(A1:A2)",
      "'\tTabbed",
      "'\r=1+1",
      'He said "hello", then left',
      'Line one\nLine two',
      'Windows\r\nline',
      'Reports, weekly',
      'Statistik Über 😀 📈',
      '月次レポート — Ежемесячный отчёт — تقرير شهري',
      'a = b, not a formula',
    ]);
    expect(records.every((record) => record.length === 10)).toBe(true);
  });

  it('quotes fields holding quotes, commas or line breaks, and doubles inner quotes', () => {
    const csv = schedulesCsv([schedule({ title: 'He said "hi", twice\nthen left' })], OPTIONS);
    expect(csv).toContain('\r\n"He said ""hi"", twice\nthen left",');
  });

  it('guards recipients, templates and sections too', () => {
    const hostile = schedule({
      recipients: [{ name: '=cmd|calc', email: 'x@example.com' }],
      sections: [{ name: '-1+1' }],
      template_uuid: '@template',
    });
    const [, record] = recordsOf(schedulesCsv([hostile], { ...OPTIONS, templateNames: undefined }));
    expect(record?.slice(6)).toEqual([
      "'=cmd|calc <x@example.com>",
      "'@template",
      "'-1+1",
      "'-1+1",
    ]);
  });
});
