/**
 * Schedules for the list's tests, valid against ScheduleSchema (parsed here, so a fixture that
 * drifts from the schema fails loudly instead of testing the wrong thing).
 */
import { ScheduleListResponseSchema, ScheduleSchema, type Schedule } from '#src/domain/schemas';

let counter = 0;

/** A schedule with sensible defaults; `uuid` is unique per call unless given. */
export function makeSchedule(overrides: Partial<Schedule> = {}): Schedule {
  counter += 1;
  const suffix = counter.toString(16).padStart(12, '0');
  return ScheduleSchema.parse({
    uuid: `5a1e0000-0000-4000-8000-${suffix}`,
    title: `Schedule ${counter}`,
    next_scheduled_date: '2030-01-07T09:00:00Z',
    template_uuid: '3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d',
    frequency: { unit: 'DAYS', value: 7 },
    recipients: [{ name: 'Ana Lopez', email: 'ana@example.com' }],
    sections: [{ name: 'overview' }],
    branding: {
      uuid: '5c7e9a1b-3d5f-4a7c-8e9b-1a3c5e7f9b2d',
      company_name: 'Acme Marketing',
      brand_color: '#E4572E',
      logo_url: 'https://cdn.example.com/acme-logo.svg',
      image_preview_url: 'https://cdn.example.com/acme-preview.svg',
    },
    ...overrides,
  });
}

/** `count` weekly schedules, one day apart from 2030-01-01, titled 'Report 0001'... */
export function makeManySchedules(count: number): Schedule[] {
  const start = Date.parse('2030-01-01T09:00:00Z');
  return Array.from({ length: count }, (_, index) =>
    makeSchedule({
      title: `Report ${String(index + 1).padStart(4, '0')}`,
      next_scheduled_date: new Date(start + index * 86_400_000).toISOString().replace('.000', ''),
    }),
  );
}

/** A list response body, checked against the schema the client parses with. */
export function listResponse(schedules: readonly Schedule[]) {
  return ScheduleListResponseSchema.parse({ schedules });
}
