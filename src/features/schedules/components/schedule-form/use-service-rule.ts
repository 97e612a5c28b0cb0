import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { ServiceRule } from '#src/domain/recurrence';
import {
  firstRunOfValues,
  isDayOfMonth,
  ruleOfValues,
  type SavedSchedule,
  type ScheduleFormValues,
  type WhenValues,
} from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';

const WHEN_FIELDS = ['cadence', 'dayOfMonth', 'firstRunDate', 'time'] as const;

/** The service's rule for the when-fields (none while half-typed); recomputed when one changes. */
export function useServiceRule(
  zones: CalendarZones,
  saved: SavedSchedule | undefined,
): { when: WhenValues; rule: ServiceRule | undefined } {
  const [cadence, dayOfMonth, firstRunDate, time] = useWatch<
    ScheduleFormValues,
    typeof WHEN_FIELDS
  >({ name: WHEN_FIELDS });
  return useMemo(() => {
    const when = { cadence, dayOfMonth, firstRunDate, time };
    const complete =
      !Number.isNaN(firstRunOfValues(when, zones.user).getTime()) &&
      (cadence !== 'monthly' || isDayOfMonth(dayOfMonth));
    return { when, rule: complete ? ruleOfValues(when, zones, saved) : undefined };
  }, [cadence, dayOfMonth, firstRunDate, time, zones, saved]);
}
