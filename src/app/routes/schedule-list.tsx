import { SiteSchedules } from '#src/features/schedules/components/site-schedules/site-schedules';
import { rememberSite } from '#src/features/sites/recent-sites';
import { NotFound } from '#src/components/not-found';
import { SiteRoute } from './site-route';

/** `/sites/:siteId/schedules`: the report schedules of one site. */
export default function ScheduleListPage() {
  return (
    <SiteRoute>
      {({ siteId, siteName }) => (
        <SiteSchedules
          siteId={siteId}
          siteName={siteName}
          // Only a site that answered is worth offering again on the Sites page.
          onLoaded={() => rememberSite({ id: siteId, name: siteName })}
          renderNotFound={(message) => <NotFound message={message} />}
        />
      )}
    </SiteRoute>
  );
}
