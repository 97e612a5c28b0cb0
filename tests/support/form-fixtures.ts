/**
 * A schedule form's values and a saved monthly schedule, for tests of what the form builds
 * (src/domain/schedule-form.ts) and of how the mock answers it.
 */
import type { ScheduleFormValues } from '#src/domain/schedule-form';
import type { Schedule } from '#src/domain/schemas';

export const FORM_SITE_ID = '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';
export const FORM_TEMPLATE_ID = '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
/** A Sunday. */
export const FORM_NOW = new Date('2027-01-10T12:00:00Z');

/** A weekly schedule on Tuesday 2027-01-12 at 09:00, with one recipient; `overrides` win. */
export function formValues(overrides: Partial<ScheduleFormValues> = {}): ScheduleFormValues {
  return {
    title: 'Weekly summary',
    templateUuid: FORM_TEMPLATE_ID,
    sections: ['cover', 'overview'],
    cadence: 'weekly',
    dayOfMonth: 12,
    firstRunDate: '2027-01-12',
    time: '09:00',
    recipients: [{ name: 'Jane Doe', email: 'jane@example.com' }],
    ...overrides,
  };
}

/** Monthly on the 31st, next run 2027-01-31 at 14:00 UTC. */
export const monthlyOn31st: Schedule = {
  uuid: '11111111-2222-4333-8444-555555555555',
  title: 'Monthly client report',
  next_scheduled_date: '2027-01-31T14:00:00Z',
  template_uuid: FORM_TEMPLATE_ID,
  frequency: { unit: 'MONTHLY', value: 31 },
  recipients: [{ name: 'Jane Doe', email: 'jane@example.com' }, { email: 'ops@example.com' }],
  sections: [{ name: 'cover' }, { name: 'usage' }],
  branding: null,
};
