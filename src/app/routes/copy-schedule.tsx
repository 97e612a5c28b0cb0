import { scheduleListPath } from '#src/features/schedules/schedule-paths';
import { Rollout } from '#src/features/sites/rollout/rollout';
import { ScheduleSiteRoute } from './schedule-site-route';

/** `/sites/:siteId/schedules/:scheduleId/copy`: one schedule rolled out to other sites. */
export default function CopySchedulePage() {
  return (
    <ScheduleSiteRoute heading="Copy to other sites">
      {(page) => <Rollout {...page} listPath={scheduleListPath} />}
    </ScheduleSiteRoute>
  );
}
