import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { SiteSchedules } from '#src/features/schedules/components/site-schedules/site-schedules';
import { rememberSite } from '#src/features/sites/recent-sites';
import { useSiteName } from '#src/features/sites/use-site-name';
import { NotFound } from './not-found';

/** `/sites/:siteId/schedules`: the report schedules of one site. */
export default function ScheduleListPage() {
  return (
    <SiteRoute>
      {({ siteId, siteName }) => (
        <SiteSchedules
          siteId={siteId}
          siteName={siteName}
          // Only a site that answered is worth offering again on the site picker.
          onLoaded={() => rememberSite({ id: siteId.toLowerCase(), name: siteName })}
          renderNotFound={(message) => <NotFound message={message} />}
        />
      )}
    </SiteRoute>
  );
}

interface Site {
  siteId: string;
  /** A human name for the site, when one is known. */
  siteName: string | undefined;
}

/**
 * The site a `/sites/:siteId/…` page is about, handed to `children`; an address whose site ID is
 * not a UUID gets the page that says so instead.
 *
 * Here, in the list's route, because the site's other views (calendar, bulk recipients) import
 * it from here: the bundler then keeps what they share with the list in the list's chunk instead
 * of splitting it into small chunks of its own, each compressed apart. That kept the list within
 * 2 kB of its size before those views (docs/decisions/006-bundle-budgets.md).
 */
export function SiteRoute({ children }: { children: (site: Site) => ReactNode }) {
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
  return children({ siteId, siteName });
}
