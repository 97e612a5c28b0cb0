import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Schedule } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { scheduleQueries } from '#src/lib/site-reports/schedules';

/**
 * Schedules from their site's list: `current` as it has them now (in `scheduleIds`' order), and
 * each kept once found (`found`, by UUID in lower case) past a failed read or a delete.
 */
export function useKeptSchedules(siteId: string, scheduleIds: readonly string[]) {
  const api = useApiClient();
  const listQuery = useQuery(scheduleQueries.list(api, siteId));
  const byUuid = new Map(
    listQuery.data?.schedules.map((schedule) => [schedule.uuid.toLowerCase(), schedule]),
  );
  const current = scheduleIds.flatMap((id) => byUuid.get(id.toLowerCase()) ?? []);
  const [found, setFound] = useState<ReadonlyMap<string, Schedule>>(new Map());
  if (current.some((schedule) => found.get(schedule.uuid.toLowerCase()) !== schedule)) {
    setFound(
      new Map([...found, ...current.map((each) => [each.uuid.toLowerCase(), each] as const)]),
    );
  }
  return { listQuery, current, found };
}

/** A schedule from its site's list, kept once found (`schedule`) past a failed read or delete. */
export function useKeptSchedule(siteId: string, scheduleId: string) {
  const { listQuery, current, found } = useKeptSchedules(siteId, [scheduleId]);
  const [schedule] = current;
  return {
    listQuery,
    current: schedule,
    schedule: schedule ?? found.get(scheduleId.toLowerCase()),
  };
}
