import { describe, expect, it, vi } from 'vitest';
import type { ServiceRule } from './recurrence';
import type { CalendarZones } from './schedule-rule';
import type { Frequency } from './schemas';

/** `describeRule` from a fresh module: its words cache starts empty. */
async function freshDescribeRule() {
  vi.resetModules();
  return (await import('./rule-wording')).describeRule;
}

const NOW = new Date('2027-01-01T00:00:00Z');
// Berlin is 6 hours ahead of New York but 5 between the two changes of the clocks (14-28 March
// and 31 October-7 November 2027), so an 18:30 run there is 00:30 or 23:30 in Berlin.
const ZONES: CalendarZones = { user: 'Europe/Berlin', service: 'America/New_York' };

function rules(frequency: Frequency, firstRuns: string[]): ServiceRule[] {
  return firstRuns.map((iso) => ({ frequency, firstRun: new Date(iso) }));
}

describe('describeRule words cache', () => {
  it.each([
    [
      'weekly, a week apart',
      rules({ unit: 'DAYS', value: 7 }, ['2027-01-04T23:30:00Z', '2027-01-11T23:30:00Z']),
    ],
    [
      // Either week: the autumn week between the changes has a run of one of them only.
      'every two weeks, on either week',
      rules({ unit: 'DAYS', value: 14 }, [
        '2027-01-04T23:30:00Z',
        '2027-01-11T23:30:00Z',
        '2027-01-18T23:30:00Z',
      ]),
    ],
    [
      'weekly, at other times and days',
      rules({ unit: 'DAYS', value: 7 }, [
        '2027-01-04T23:30:00Z',
        '2027-01-04T22:30:00Z',
        '2027-01-05T22:30:00Z',
      ]),
    ],
    [
      'monthly on the 31st',
      rules({ unit: 'MONTHLY', value: 31 }, ['2027-01-31T23:30:00Z', '2027-03-31T22:30:00Z']),
    ],
    [
      'monthly on the 30th',
      rules({ unit: 'MONTHLY', value: 30 }, ['2027-01-30T23:30:00Z', '2027-04-30T22:30:00Z']),
    ],
  ])('gives each rule the words it gets on its own: %s', async (_, list) => {
    const alone: string[] = [];
    for (const rule of list) alone.push((await freshDescribeRule())(rule, ZONES, NOW));
    const describeRule = await freshDescribeRule();
    expect(list.map((rule) => describeRule(rule, ZONES, NOW))).toEqual(alone);
  });
});
