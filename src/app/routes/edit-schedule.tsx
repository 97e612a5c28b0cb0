import { useParams, useSearchParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { EditSchedule } from '#src/features/schedules/components/edit-schedule/edit-schedule';
import { NotFound } from '#src/components/not-found';
import { SiteRoute } from './site-route';

const NOT_ACTIVE_MESSAGE = 'This schedule does not exist or is no longer active.';

/** `/sites/:siteId/schedules/:scheduleId/edit`, optionally `?restore=1` (restore the draft). */
export default function EditSchedulePage() {
  const { scheduleId = '' } = useParams();
  const [searchParams] = useSearchParams();
  if (!isUuid(scheduleId)) return <NotFound message={NOT_ACTIVE_MESSAGE} />;
  return (
    <SiteRoute invalidMessage={() => NOT_ACTIVE_MESSAGE}>
      {({ siteId, siteName }) => (
        <EditSchedule
          key={`${siteId}/${scheduleId}`.toLowerCase()}
          siteId={siteId}
          siteName={siteName}
          scheduleId={scheduleId.trim()}
          autoRestore={searchParams.get('restore') === '1'}
          notFound={<NotFound message={NOT_ACTIVE_MESSAGE} />}
        />
      )}
    </SiteRoute>
  );
}
