import { useParams, useSearchParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { EditSchedule } from '#src/features/schedules/components/edit-schedule/edit-schedule';
import { useSiteName } from '#src/features/sites/use-site-name';
import { NotFound } from './not-found';

const NOT_ACTIVE_MESSAGE = 'This schedule does not exist or is no longer active.';

/** `/sites/:siteId/schedules/:scheduleId/edit`, optionally `?restore=1` (restore the draft). */
export default function EditSchedulePage() {
  const { siteId = '', scheduleId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const siteName = useSiteName(siteId.trim());
  if (!isUuid(siteId) || !isUuid(scheduleId)) return <NotFound message={NOT_ACTIVE_MESSAGE} />;
  return (
    <EditSchedule
      key={`${siteId}/${scheduleId}`.toLowerCase()}
      siteId={siteId.trim()}
      siteName={siteName}
      scheduleId={scheduleId.trim()}
      autoRestore={searchParams.get('restore') === '1'}
      notFound={<NotFound message={NOT_ACTIVE_MESSAGE} />}
    />
  );
}
