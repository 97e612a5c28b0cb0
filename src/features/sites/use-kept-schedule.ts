import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '#src/lib/http/api-client-context';
import { scheduleQueries } from '#src/lib/http/site-reports-queries';

/**
 * A schedule of a site's list (the API has no single-schedule GET), for the pages that act on it
 * across sites (its roll-out, its copies). Once found, it stays the page's: a later read of the
 * list that fails, or finds it deleted, must not take away the steps, a run under way or its
 * results. `current` is what the list holds now; `schedule`, the last one found.
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
