import { useSearchParams } from 'react-router';
import { CreateSchedule } from '#src/features/schedules/components/create-schedule/create-schedule';
import { SiteRoute } from './site-route';

/**
 * `/sites/:siteId/schedules/new`, optionally `?duplicate=<uuid>` (start from a copy of that
 * schedule), `?recreate=<uuid>` (start from a schedule just deleted, "Create it again") and
 * `?restore=1` (restore the saved draft without asking).
 */
export default function CreateSchedulePage() {
  const [searchParams] = useSearchParams();
  return (
    <SiteRoute
      invalidMessage={(param) => `“${param}” is not a site ID, so no schedule can be created here.`}
    >
      {({ siteId, siteName }) => (
        <CreateSchedule
          key={siteId.toLowerCase()}
          siteId={siteId}
          siteName={siteName}
          duplicateId={searchParams.get('duplicate')}
          recreateId={searchParams.get('recreate')}
          autoRestore={searchParams.get('restore') === '1'}
        />
      )}
    </SiteRoute>
  );
}
