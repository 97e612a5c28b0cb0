import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '#src/lib/http/api-client-context';
import { scheduleQueries } from '#src/lib/site-reports/schedules';

/** A schedule from its site's list, kept once found (`schedule`) past a failed read or delete. */
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
