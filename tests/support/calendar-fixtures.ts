/** The user's zones and intents the rule, preview and wording tests share; the service's is UTC. */
import type { CalendarZones, RunIntent } from '#src/domain/schedule-rule';

export const losAngeles: CalendarZones = { user: 'America/Los_Angeles', service: 'UTC' };
export const newYork: CalendarZones = { user: 'America/New_York', service: 'UTC' };
export const sydney: CalendarZones = { user: 'Australia/Sydney', service: 'UTC' };
export const utc: CalendarZones = { user: 'UTC', service: 'UTC' };

/** A monthly intent: the day of the month, the first run's date and its time. */
export const monthly = (dayOfMonth: number, firstRunDate: string, time: string): RunIntent => ({
  cadence: 'monthly',
  dayOfMonth,
  firstRunDate,
  time,
});
