import { useParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { SiteSchedules } from '#src/features/schedules/components/site-schedules/site-schedules';
import { rememberSite } from '#src/features/sites/recent-sites';
import { useSiteName } from '#src/features/sites/use-site-name';
import { NotFound } from './not-found';

/** `/sites/:siteId/schedules`: the report schedules of one site. */
export default function ScheduleListPage() {
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
    <SiteSchedules
      siteId={siteId}
      siteName={siteName}
      // Only a site that answered is worth offering again on the site picker.
      onLoaded={() => rememberSite({ id: siteId.toLowerCase(), name: siteName })}
      renderNotFound={(message) => <NotFound message={message} />}
    />
  );
}
