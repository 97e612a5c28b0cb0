import { useParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { SiteCalendar } from '#src/features/schedules/components/site-calendar/site-calendar';
import { rememberSite } from '#src/features/sites/recent-sites';
import { useSiteName } from '#src/features/sites/use-site-name';
import { NotFound } from './not-found';

/** `/sites/:siteId/calendar?month=2027-03`: the runs of one site's schedules, a month at a time. */
export default function SiteCalendarPage() {
  const { siteId: param = '' } = useParams();
  const siteId = param.trim();
  const siteName = useSiteName(siteId);
  if (!isUuid(siteId)) {
    return (
      <NotFound
        message={`“${param}” is not a site ID. A site ID is a UUID, such as 0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10.`}
      />
    );
  }
  return (
    <SiteCalendar
      siteId={siteId}
      siteName={siteName}
      onLoaded={() => rememberSite({ id: siteId.toLowerCase(), name: siteName })}
      renderNotFound={(message) => <NotFound message={message} />}
    />
  );
}
