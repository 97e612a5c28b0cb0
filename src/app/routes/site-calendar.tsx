import { SiteCalendar } from '#src/features/schedules/components/site-calendar/site-calendar';
import { rememberSite } from '#src/features/sites/recent-sites';
import { NotFound } from '#src/components/not-found';
import { SiteRoute } from './site-route';

/** `/sites/:siteId/calendar?month=2027-03`: the runs of one site's schedules, a month at a time. */
export default function SiteCalendarPage() {
  return (
    <SiteRoute>
      {({ siteId, siteName }) => (
        <SiteCalendar
          siteId={siteId}
          siteName={siteName}
          onLoaded={() => rememberSite({ id: siteId, name: siteName })}
          renderNotFound={(message) => <NotFound message={message} />}
        />
      )}
    </SiteRoute>
  );
}
