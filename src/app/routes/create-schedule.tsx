import { useParams, useSearchParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { CreateSchedule } from '#src/features/schedules/components/create-schedule/create-schedule';
import { useSiteName } from '#src/features/sites/use-site-name';
import { NotFound } from './not-found';

/**
 * `/sites/:siteId/schedules/new`, optionally `?duplicate=<uuid>` (start from a copy of that
 * schedule) and `?restore=1` (restore the saved draft without asking).
 */
export default function CreateSchedulePage() {
  const { siteId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const siteName = useSiteName(siteId.trim());
  if (!isUuid(siteId)) {
    return (
      <NotFound message={`“${siteId}” is not a site ID, so no schedule can be created here.`} />
    );
  }
  return (
    <CreateSchedule
      key={siteId.toLowerCase()}
      siteId={siteId.trim()}
      siteName={siteName}
      duplicateId={searchParams.get('duplicate')}
      autoRestore={searchParams.get('restore') === '1'}
    />
  );
}
