import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '#src/lib/http/api-client-context';
import { scheduleQueries } from '#src/lib/http/site-reports-queries';

/**
 * A schedule from its site's list (no single-schedule GET). Once found it is kept (`schedule`),
 * so a later failed read or deletion does not take away a run or its results; `current` is now.
 */
export function useKeptSchedule(siteId: string, scheduleId: string) {
  const api = useApiClient();
  const listQuery = useQuery(scheduleQueries.list(api, siteId));
  const current = listQuery.data?.schedules.find(
    (schedule) => schedule.uuid.toLowerCase() === scheduleId.toLowerCase(),
  );
  const [found, setFound] = useState(current);
  if (current && current !== found) setFound(current);
  return { listQuery, current, schedule: current ?? found };
}
