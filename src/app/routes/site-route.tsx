import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { useSiteName } from '#src/features/sites/use-site-name';
import { NotFound } from './not-found';

interface Site {
  siteId: string;
  /** A human name for the site, when one is known. */
  siteName: string | undefined;
}

/**
 * The site a `/sites/:siteId/…` page is about, handed to `children`; an address whose site ID is
 * not a UUID gets the page that says so instead.
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
