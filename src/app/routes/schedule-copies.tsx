import { useParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { NotFound } from '#src/components/not-found';
import { siteLabel, siteTrail } from '#src/features/schedules/components/site-schedules/site-trail';
import { editSchedulePath } from '#src/features/schedules/schedule-paths';
import { ScheduleCopies } from '#src/features/sites/fan-out/schedule-copies';
import { SiteRoute } from './site-route';

const HEADING = 'Copies on other sites';
const NOT_ACTIVE_MESSAGE = 'This schedule does not exist or is no longer active.';

/** `/sites/:siteId/schedules/:scheduleId/copies`: the schedule's copies on other sites, together. */
export default function ScheduleCopiesPage() {
  const { scheduleId = '' } = useParams();
  if (!isUuid(scheduleId)) return <NotFound message={NOT_ACTIVE_MESSAGE} />;
  return (
    <SiteRoute invalidMessage={() => NOT_ACTIVE_MESSAGE}>
      {({ siteId, siteName }) => (
        <ScheduleCopies
          key={`${siteId}/${scheduleId}`.toLowerCase()}
          siteId={siteId}
          siteName={siteName}
          scheduleId={scheduleId.trim()}
          trail={siteTrail(siteId, siteName, HEADING)}
          documentTitle={[HEADING, siteLabel(siteId, siteName)]}
          editPath={editSchedulePath}
        />
      )}
    </SiteRoute>
  );
}
