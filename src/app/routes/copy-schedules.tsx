import { useLocation } from 'react-router';
import { READ_ONLY_REASON, useSiteAccess } from '#src/features/schedules/api/get-site-access';
import { ReadOnlyPage } from '#src/features/schedules/components/site-schedules/read-only-page';
import { siteLabel, siteTrail } from '#src/features/schedules/components/site-schedules/site-trail';
import { readSelectedSchedules, scheduleListPath } from '#src/features/schedules/schedule-paths';
import { CopySchedules, copySchedulesHeading } from '#src/features/sites/rollout/copy-schedules';
import { SiteRoute, type SiteOfPage } from './site-route';

/** `/sites/:siteId/schedules/copy`, opened from the list with its selection in location state. */
export default function CopySchedulesPage() {
  const selection = readSelectedSchedules(useLocation().state);
  return (
    <SiteRoute>
      {(site) => (
        <CopySchedulesOfSite key={site.siteId.toLowerCase()} {...site} selection={selection} />
      )}
    </SiteRoute>
  );
}

/** A known read-only account is told it cannot copy, instead of choosing sites for nothing. */
function CopySchedulesOfSite({
  siteId,
  siteName,
  selection,
}: SiteOfPage & { selection: readonly string[] | undefined }) {
  const access = useSiteAccess(siteId);
  const heading = copySchedulesHeading(selection?.length ?? 0);
  const frame = {
    siteId,
    siteName,
    heading,
    trail: siteTrail(siteId, siteName, heading),
    documentTitle: [heading, siteLabel(siteId, siteName)],
  };
  if (access.kind === 'read-only') {
    return (
      <ReadOnlyPage
        {...frame}
        reason={`Copying schedules needs an account that can create them. ${READ_ONLY_REASON}`}
      />
    );
  }
  return <CopySchedules {...frame} selection={selection} listPath={scheduleListPath} />;
}
