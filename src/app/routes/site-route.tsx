import { memo, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorPanel } from '#src/components/error-panel';
import { isUuid } from '#src/domain/ids';
import { SiteAccountProvider, type SiteAccount } from '#src/lib/session/account-id';
import { rememberedSiteName, rememberSite } from '#src/features/sites/recent-sites';
import type { SiteLookup } from '#src/features/sites/use-site';
import { NotFound } from '#src/components/not-found';
import SiteLookupReporter from './site-lookup';

const LOADING: SiteLookup = { status: 'loading' };

export interface SiteOfPage {
  siteId: string;
  /** The site's name: from the platform, else as remembered from an earlier visit. */
  siteName: string | undefined;
}

const NOT_VISIBLE =
  'This site does not exist, or it is not visible to the account you are signed in with.';
const FORBIDDEN =
  'You do not have permission to see this site. Ask an administrator of its account for ' +
  'access, or sign in with another account.';

function accountOf(lookup: SiteLookup): SiteAccount {
  if (lookup.status === 'found') return { status: 'known', accountId: lookup.site.account.id };
  if (lookup.status === 'unknown') return { status: 'unknown' };
  return { status: 'resolving' };
}

/**
 * The site a `/sites/:siteId/…` page is about, handed to `children`, its account given to the
 * templates below. The page renders while the site is looked up; a missing or foreign site is
 * replaced by a page saying so, a non-UUID id by `invalidMessage`.
 */
export function SiteRoute({
  children,
  invalidMessage,
}: {
  children: (site: SiteOfPage) => ReactNode;
  invalidMessage?: (param: string) => string;
}) {
  const { siteId: param = '' } = useParams();
  const siteId = param.trim();
  const valid = isUuid(siteId);
  if (!valid) {
    return (
      <NotFound
        message={
          invalidMessage?.(param) ??
          `“${param}” is not a site ID. A site ID is a UUID, such as 0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10.`
        }
      />
    );
  }
  return (
    <KnownSite key={siteId.toLowerCase()} siteId={siteId}>
      {children}
    </KnownSite>
  );
}

/* Memoised: SiteRoute re-renders on every address change (useParams), the page need not. */
const KnownSite = memo(function KnownSite({
  siteId,
  children,
}: {
  siteId: string;
  children: (site: SiteOfPage) => ReactNode;
}) {
  const [lookup, setLookup] = useState<SiteLookup>(LOADING);
  const platformName = lookup.status === 'found' ? lookup.site.name : undefined;

  useEffect(() => {
    // Only a site the platform named is worth offering again by name on the Sites page.
    if (platformName) rememberSite({ id: siteId, name: platformName });
  }, [siteId, platformName]);

  const reporter = <SiteLookupReporter siteId={siteId} onChange={setLookup} />;
  const siteName = platformName ?? rememberedSiteName(siteId);
  // Kept mounted whatever the outcome: remounted, an errored lookup would refetch for ever.
  return (
    <>
      {reporter}
      {lookup.status === 'not-found' ? (
        <NotFound heading="Site not found" message={NOT_VISIBLE} />
      ) : lookup.status === 'forbidden' ? (
        <NotFound heading="No access to this site" message={FORBIDDEN} />
      ) : (
        <SiteAccountProvider account={accountOf(lookup)}>
          {lookup.status === 'error' ? (
            <ErrorPanel
              title="The site’s details could not be loaded"
              error={lookup.error}
              onRetry={lookup.retry}
            />
          ) : null}
          {children({ siteId, siteName })}
        </SiteAccountProvider>
      )}
    </>
  );
});
