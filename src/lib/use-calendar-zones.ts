import { useMemo, useState } from 'react';
import { browserTimeZone } from '#src/domain/recurrence';
import type { CalendarZones } from '#src/domain/schedule-rule';
import { useEnvironment } from './environment-context';

/**
 * The user's zone (read once per page, so a page never changes zone under the user's hands) and
 * the service's, from config.json: every page that shows runs passes both to the domain. Here,
 * not in a feature, because the Sites page's counts and a roll-out show runs too; the schedule
 * pages keep their own copy (src/features/schedules/use-calendar-zones.ts) until they move to it.
 */
export function useCalendarZones(): CalendarZones {
  const { serviceTimeZone } = useEnvironment().config;
  const [user] = useState(browserTimeZone);
  return useMemo(() => ({ user, service: serviceTimeZone }), [user, serviceTimeZone]);
}
