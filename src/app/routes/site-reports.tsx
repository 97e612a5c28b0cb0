import { useMemo } from 'react';
import { NotFound } from '#src/components/not-found';
import { SentReports } from '#src/features/reports/components/sent-reports';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useSiteAccess } from '#src/features/schedules/api/get-site-access';
import { SiteSchedulesHeading } from '#src/features/schedules/components/site-schedules/site-schedules-heading';
import { rememberSite } from '#src/features/sites/recent-sites';
import { SiteRoute } from './site-route';

/** `/sites/:siteId/reports?q=&likely=&page=`: the reports the service has sent for one site. */
export default function SiteReportsPage() {
  return (
    <SiteRoute>
      {({ siteId, siteName }) => (
        <ReportsOfSite key={siteId.toLowerCase()} siteId={siteId} siteName={siteName} />
      )}
    </SiteRoute>
  );
}

/** Two features on one page, joined here as one feature never imports another. */
function ReportsOfSite({ siteId, siteName }: { siteId: string; siteName: string | undefined }) {
  const access = useSiteAccess(siteId);
  const { data, isError } = useSchedules(siteId);
  const schedules = useMemo(
    () => ({
      titles: data?.schedules.map((schedule) => schedule.title),
      failed: isError && !data,
      list: data?.schedules,
    }),
    [data, isError],
  );
  return (
    <SentReports
      siteId={siteId}
      schedules={schedules}
      onLoaded={() => rememberSite({ id: siteId, name: siteName })}
      renderNotFound={(message) => <NotFound message={message} />}
      heading={(refused) => (
        <SiteSchedulesHeading
          siteId={siteId}
          siteName={siteName}
          access={refused ? { kind: 'none' } : access}
          view="reports"
          heading="Sent reports"
          pageTitle="Sent reports"
        />
      )}
    />
  );
}
