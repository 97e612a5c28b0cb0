import { describe, expect, it } from 'vitest';
import type { Schedule } from '#src/domain/schemas';
import {
  scheduleCalendarFile,
  siteCalendarFile,
  siteSpreadsheetFile,
  type ExportContext,
} from './export-files';

const CONTEXT: ExportContext = {
  siteId: '0F8B7C52-3D7E-4A51-9A6B-2C1E5F4D8A10',
  siteName: 'Acme Marketing',
  zones: { user: 'Asia/Tokyo', service: 'UTC' },
  // Already the 21st in Tokyo.
  now: new Date('2027-01-20T18:00:00Z'),
  templateNames: undefined,
};

function scheduleTitled(title: string): Schedule {
  return {
    uuid: '5a1e0000-0000-4000-8000-000000000001',
    title,
    next_scheduled_date: '2027-01-26T09:00:00Z',
    template_uuid: '3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d',
    frequency: { unit: 'DAYS', value: 7 },
    recipients: [{ name: 'Ana', email: 'ana@example.com' }],
    sections: [],
    branding: null,
  };
}

describe('the export files’ names', () => {
  it('names a site’s files after the site and today’s date in the user’s zone', () => {
    expect(siteCalendarFile([], CONTEXT).name).toBe('acme-marketing-schedules-2027-01-21.ics');
    expect(siteSpreadsheetFile([], CONTEXT).name).toBe('acme-marketing-schedules-2027-01-21.csv');
  });

  it('names them after the site’s ID when its name is unknown', () => {
    expect(siteCalendarFile([], { ...CONTEXT, siteName: undefined }).name).toBe(
      '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10-schedules-2027-01-21.ics',
    );
  });

  it('names a schedule’s file after its title, in characters safe on every system', () => {
    const nameOf = (title: string) => scheduleCalendarFile(scheduleTitled(title), CONTEXT).name;
    expect(nameOf('Weekly traffic snapshot')).toBe('Weekly-traffic-snapshot.ics');
    expect(nameOf(' ../../etc/passwd: "Q1" <draft>?* ')).toBe('etc-passwd-Q1-draft.ics');
    expect(nameOf('Rapport été 😀 月次レポート')).toBe('Rapport-été-月次レポート.ics');
    expect(nameOf('😀 !!!')).toBe('schedule.ics');
    expect(nameOf('x'.repeat(200))).toBe(`${'x'.repeat(80)}.ics`);
  });

  it('gives each file its type', () => {
    expect(siteCalendarFile([], CONTEXT).type).toBe('text/calendar;charset=utf-8');
    expect(siteSpreadsheetFile([], CONTEXT).type).toBe('text/csv;charset=utf-8');
  });
});
