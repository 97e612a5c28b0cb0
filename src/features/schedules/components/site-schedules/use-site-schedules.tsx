import { useDeferredValue, useState, type ReactNode } from 'react';
import { ErrorPanel } from '#src/components/error-panel';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import type { Schedule } from '#src/domain/schemas';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useSiteAccess, type SiteAccess } from '#src/features/schedules/api/get-site-access';
import { isApiError } from '#src/lib/http/api-error';
import { createDownloadTracker } from '#src/lib/http/download-progress';
import { useOnLoaded } from '#src/lib/scheduling/use-on-loaded';
import { LoadingSchedules } from './loading-schedules';
import { NoSchedulesYet } from './no-schedules-yet';

interface SiteSchedules {
  /** The schedules are in (none, or some). */
  loaded: boolean;
  /** The site's schedules once they are in and there is at least one; else undefined. */
  schedules: readonly Schedule[] | undefined;
  /** The service knows no such site: its message, for the page to say so instead. */
  notFound: string | undefined;
  /** What the account may do; `none` when it may not even read the site. */
  access: SiteAccess | { kind: 'none' };
  /** In place of the schedules while there are none to show: loading, failed, or none yet. */
  placeholder: ReactNode;
  /** Above the schedules: a retry under way, or a refresh that failed. */
  notices: ReactNode;
}

/** One site's schedules with the loading, failure, permission and "none yet" states all views share. */
export function useSiteSchedules(
  siteId: string,
  siteName: string | undefined,
  onLoaded: (() => void) | undefined,
): SiteSchedules {
  // Progress goes to the loading view alone, so a download does not re-render the whole page.
  const [downloads] = useState(createDownloadTracker);
  const { data, error, isError, isFetching, refetch, failureReason, failureCount } = useSchedules(
    siteId,
    { onProgress: downloads.report },
  );
  const loaded = data !== undefined;
  // Schedules that arrive after the page has rendered are first drawn in a transition, whose
  // render React does in slices: sorting thousands and drawing their first page would otherwise
  // hold a phone's main thread in one long task. The loading view stays until then.
  const shown = useDeferredValue(loaded);
  // Asked once the schedules are in, so the first rows come first; unknown access offers all.
  const access = useSiteAccess(siteId, { probe: loaded });

  useOnLoaded(loaded, onLoaded, `${siteId} ${siteName ?? ''}`);

  const retry = () => void refetch();
  const failedFirst = isError && !data;
  const firstFailure = failedFirst && isApiError(error) ? error : undefined;
  // An account that may not even read the site is told so below; its heading offers nothing.
  const refused = firstFailure?.kind === 'forbidden';

  let placeholder: ReactNode = null;
  if ((isFetching && !data) || (loaded && !shown)) {
    placeholder = <LoadingSchedules downloads={downloads} />;
  } else if (failedFirst) {
    placeholder = refused ? (
      <ErrorPanel error={error} title="You don't have permission to see this site's schedules" />
    ) : (
      <ErrorPanel error={error} title="The schedules could not be loaded" onRetry={retry} />
    );
  } else if (data?.schedules.length === 0) {
    placeholder = <NoSchedulesYet siteId={siteId} canCreate={access.kind !== 'read-only'} />;
  } else if (!data) {
    placeholder = <LoadingSchedules downloads={downloads} />;
  }

  return {
    loaded,
    schedules: shown && data && data.schedules.length > 0 ? data.schedules : undefined,
    notFound: firstFailure?.kind === 'not_found' ? firstFailure.message : undefined,
    access: refused ? { kind: 'none' } : access,
    placeholder,
    notices: (
      <>
        {isFetching ? (
          <QueryRetryNotice failureReason={failureReason} failureCount={failureCount} />
        ) : null}
        {data && isError && !isFetching ? (
          <ErrorPanel error={error} title="The schedules could not be refreshed" onRetry={retry} />
        ) : null}
      </>
    ),
  };
}
