import { editSchedulePath } from '#src/features/schedules/schedule-paths';
import { ScheduleCopies } from '#src/features/sites/fan-out/schedule-copies';
import { ScheduleSiteRoute } from './schedule-site-route';

/** `/sites/:siteId/schedules/:scheduleId/copies`: the schedule's copies on other sites, together. */
export default function ScheduleCopiesPage() {
  return (
    <ScheduleSiteRoute heading="Copies on other sites">
      {(page) => <ScheduleCopies {...page} editPath={editSchedulePath} />}
    </ScheduleSiteRoute>
  );
}
