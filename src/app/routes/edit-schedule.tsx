import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { EditSchedule } from '#src/features/schedules/components/edit-schedule/edit-schedule';
import { NotFound } from '#src/components/not-found';
import { siteReportsPath } from '#src/features/schedules/schedule-paths';
import { SiteRoute } from './site-route';

// Its own chunk: the form does not wait for it, and it waits for the site's reports anyway.
const LastReportSent = lazy(() =>
  import('#src/features/reports/components/last-report-sent').then((module) => ({
    default: module.LastReportSent,
  })),
);

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
          lastReport={(schedule, siteTitles) => (
            <Suspense fallback={null}>
              <LastReportSent
                siteId={siteId}
                schedule={schedule}
                siteTitles={siteTitles}
                reportsPath={siteReportsPath}
              />
            </Suspense>
          )}
        />
      )}
    </SiteRoute>
  );
}
