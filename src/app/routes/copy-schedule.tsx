import { useParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { NotFound } from '#src/components/not-found';
import { siteLabel, siteTrail } from '#src/features/schedules/components/site-schedules/site-trail';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';
import { Rollout } from '#src/features/sites/rollout/rollout';
import { SiteRoute } from './site-route';

const HEADING = 'Copy to other sites';
const NOT_ACTIVE_MESSAGE = 'This schedule does not exist or is no longer active.';

/** `/sites/:siteId/schedules/:scheduleId/copy`: one schedule rolled out to other sites. */
export default function CopySchedulePage() {
  const { scheduleId = '' } = useParams();
  if (!isUuid(scheduleId)) return <NotFound message={NOT_ACTIVE_MESSAGE} />;
  return (
    <SiteRoute invalidMessage={() => NOT_ACTIVE_MESSAGE}>
      {({ siteId, siteName }) => (
        <Rollout
          key={`${siteId}/${scheduleId}`.toLowerCase()}
          siteId={siteId}
          siteName={siteName}
          scheduleId={scheduleId.trim()}
          trail={siteTrail(siteId, siteName, HEADING)}
          documentTitle={[HEADING, siteLabel(siteId, siteName)]}
          listPath={scheduleListPath}
        />
      )}
    </SiteRoute>
  );
}
