import { useMemo, useState } from 'react';
import { useEnvironment } from '#src/lib/session/environment-context';
import { browserTimeZone } from '#src/domain/recurrence';
import type { CalendarZones } from '#src/domain/schedule-rule';

/**
 * The user's zone (read once per page, so a page never changes zone under the user's hands) and
 * the service's, from config.json: every page that shows runs passes both to the domain.
 */
export function useCalendarZones(): CalendarZones {
  const { serviceTimeZone } = useEnvironment().config;
  const [user] = useState(browserTimeZone);
  return useMemo(() => ({ user, service: serviceTimeZone }), [user, serviceTimeZone]);
}
