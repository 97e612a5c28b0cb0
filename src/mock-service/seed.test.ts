import { describe, expect, it } from 'vitest';
import { upcomingRuns } from '../domain/recurrence';
import { StoredScheduleSchema, SERVICE_TIME_ZONE } from './model';
import { createMockService } from './node';
import {
  ACME_SITE_ID,
  createSeed,
  DEMO_ACCOUNTS,
  DEMO_SITES,
  GLOBEX_SITE_ID,
  INITECH_SITE_ID,
  SEED_TEMPLATES,
} from './seed';

const SEEDED_AT = new Date('2027-01-29T18:45:00Z');

describe('the seed', () => {
  it('has the three demo sites with their fixed ids', () => {
    expect(DEMO_SITES).toEqual([
      { id: '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10', name: 'Acme Marketing' },
      { id: '6a2d9e41-8b3c-4f7a-b5e6-9d0c1a2b3e4f', name: 'Globex Shop' },
      { id: '9c3e5a7b-1d2f-4e6a-8b9c-0d1e2f3a4b5c', name: 'Initech Agency' },
    ]);
  });

  it('offers the demo and viewer accounts', () => {
    expect(DEMO_ACCOUNTS.map(({ username, password }) => ({ username, password }))).toEqual([
      { username: 'demo', password: 'demo' },
      { username: 'viewer', password: 'viewer' },
    ]);
    for (const account of DEMO_ACCOUNTS) expect(account.description).not.toBe('');
  });

  it('gives Acme every cadence, including monthly on the 15th, 30th and 31st', () => {
    const acme = createSeed(SEEDED_AT).schedulesOf(ACME_SITE_ID);
    expect(acme.length).toBeGreaterThanOrEqual(6);
    const frequencies = acme.map(({ frequency }) => `${frequency.unit} ${frequency.value}`);
    expect(frequencies).toEqual(
      expect.arrayContaining(['DAYS 7', 'DAYS 14', 'MONTHLY 15', 'MONTHLY 30', 'MONTHLY 31']),
    );
    expect(new Set(acme.map((s) => s.template_uuid)).size).toBeGreaterThanOrEqual(2);
    const brandings = new Set(
      acme.map(
        (s) => SEED_TEMPLATES.find((t) => t.template_uuid === s.template_uuid)?.brand_colour,
      ),
    );
    expect(brandings.size).toBeGreaterThanOrEqual(2);
    expect(acme.some((s) => s.recipients.length >= 3)).toBe(true);
    expect(acme.some((s) => s.sections.length >= 4)).toBe(true);
  });

  it('gives Globex a few schedules and Initech 5,000', () => {
    const seed = createSeed(SEEDED_AT);
    const globex = seed.schedulesOf(GLOBEX_SITE_ID);
    expect(globex.length).toBeGreaterThanOrEqual(2);
    expect(globex.length).toBeLessThan(10);
    const initech = seed.schedulesOf(INITECH_SITE_ID);
    expect(initech).toHaveLength(5000);
    expect(new Set(initech.map((s) => s.uuid)).size).toBe(5000);
  });

  it('has at least three templates with different sections and branding', () => {
    expect(SEED_TEMPLATES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SEED_TEMPLATES.map((t) => t.sections.map((s) => s.name).join())).size).toBe(
      SEED_TEMPLATES.length,
    );
    expect(new Set(SEED_TEMPLATES.map((t) => t.company_name)).size).toBeGreaterThanOrEqual(3);
  });

  it('makes every schedule valid, upcoming, aligned to its cadence and within its template', () => {
    const seed = createSeed(SEEDED_AT);
    for (const site of DEMO_SITES) {
      for (const schedule of seed.schedulesOf(site.id)) {
        expect(StoredScheduleSchema.parse(schedule)).toEqual(schedule);
        expect(schedule.site_id).toBe(site.id);
        expect(new Date(schedule.next_scheduled_date).getTime()).toBeGreaterThan(
          SEEDED_AT.getTime(),
        );
        // The stored date is itself a run of the schedule: the next run after it is one period on.
        const [first] = upcomingRuns(
          schedule.frequency,
          schedule.next_scheduled_date,
          SERVICE_TIME_ZONE,
          1,
        );
        expect(first?.at.toISOString().replace('.000', '')).toBe(schedule.next_scheduled_date);
        if (schedule.frequency.unit === 'MONTHLY') {
          const date = new Date(schedule.next_scheduled_date);
          const lastDay = new Date(
            Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
          ).getUTCDate();
          expect(date.getUTCDate()).toBe(Math.min(schedule.frequency.value, lastDay));
        }
        const template = SEED_TEMPLATES.find((t) => t.template_uuid === schedule.template_uuid);
        const available = template?.sections.map((s) => s.name) ?? [];
        for (const section of schedule.sections) expect(available).toContain(section.name);
        expect(schedule.recipients.length).toBeGreaterThan(0);
      }
    }
  });

  it('is deterministic: the same identifiers and titles on every run', () => {
    const a = createSeed(SEEDED_AT);
    const b = createSeed(new Date('2028-06-01T00:00:00Z'));
    for (const site of DEMO_SITES) {
      expect(b.schedulesOf(site.id).map((s) => [s.uuid, s.title])).toEqual(
        a.schedulesOf(site.id).map((s) => [s.uuid, s.title]),
      );
    }
  });

  it('seeds a new service in well under 100 ms', () => {
    const started = performance.now();
    createMockService().store.listSchedules(ACME_SITE_ID);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
