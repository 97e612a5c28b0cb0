import { useMemo, useState, type ReactNode } from 'react';
import { Alert } from '#src/components/alert';
import { ErrorPanel } from '#src/components/error-panel';
import { GuardedLink } from '#src/components/guarded-link';
import { PageIntro } from '#src/components/page-intro';
import { QueryRetryNotice } from '#src/components/query-retry-notice';
import { SitePage } from '#src/components/site-page';
import { schedulesCount } from '#src/components/step-words';
import { limitToSelection } from '#src/domain/selected-schedules';
import { useSchedules } from '#src/features/schedules/api/get-schedules';
import { useSiteAccess } from '#src/features/schedules/api/get-site-access';
import { LoadingSchedules } from '#src/features/schedules/components/site-schedules/loading-schedules';
import { ReadOnlyPage } from '#src/features/schedules/components/site-schedules/read-only-page';
import { siteLabel, siteTrail } from '#src/features/schedules/components/site-schedules/site-trail';
import { bulkRecipientsPath } from '#src/features/schedules/schedule-paths';
import { isApiError } from '#src/lib/http/api-error';
import { createDownloadTracker } from '#src/lib/http/download-progress';
import { BulkChangeFlow } from './bulk-change-flow';

const HEADING = 'Replace or remove a recipient';

/**
 * A site's bulk recipient change, on all its schedules or on those `selected` on the list;
 * a known read-only account is told so instead.
 */
export function BulkRecipients({
  siteId,
  siteName,
  selected,
  renderNotFound,
}: {
  siteId: string;
  siteName: string | undefined;
  /** The uuids selected on the list; undefined for all the site's schedules. */
  selected?: readonly string[];
  renderNotFound: (message: string) => ReactNode;
}) {
  const access = useSiteAccess(siteId);
  // A big site's list shows its download progress, as the list does.
  const [downloads] = useState(createDownloadTracker);
  const listQuery = useSchedules(siteId, { onProgress: downloads.report });
  const trail = siteTrail(siteId, siteName, HEADING);
  const documentTitle = [HEADING, siteLabel(siteId, siteName)];
  const frame = { siteId, siteName, heading: HEADING, documentTitle, trail };
  const { data, error, isError } = listQuery;
  // Memoised: the flow keys its titles and steps on the schedules' identity.
  const selection = useMemo(
    () => (data && selected ? limitToSelection(data.schedules, selected) : undefined),
    [data, selected],
  );
  // Once a run has started, its results stay: a 403 on the way adds the reason above them.
  const [started, setStarted] = useState(false);

  if (access.kind === 'read-only' && !started) {
    return <ReadOnlyPage {...frame} reason={access.reason} />;
  }
  if (isError && !data && isApiError(error) && error.kind === 'not_found') {
    return renderNotFound(error.message);
  }

  let content: ReactNode;
  if (data) {
    content = (
      <>
        {selection && selection.gone.length > 0 ? (
          <Alert severity="warning" role="note">
            {goneMessage(selection.gone.length)}
          </Alert>
        ) : null}
        <BulkChangeFlow
          siteId={siteId}
          scope={selection ? 'selection' : 'site'}
          schedules={selection?.schedules ?? data.schedules}
          onStart={() => setStarted(true)}
        />
      </>
    );
  } else if (isError) {
    content =
      isApiError(error) && error.kind === 'forbidden' ? (
        <ErrorPanel error={error} title="You don't have permission to see this site's schedules" />
      ) : (
        <ErrorPanel
          error={error}
          title="The schedules could not be loaded"
          onRetry={() => void listQuery.refetch()}
        />
      );
  } else {
    content = (
      <>
        <QueryRetryNotice
          failureReason={listQuery.failureReason}
          failureCount={listQuery.failureCount}
        />
        <LoadingSchedules downloads={downloads} placeholders={false} />
      </>
    );
  }

  return (
    <SitePage {...frame}>
      <PageIntro>
        {selected ? (
          <>
            {`Change one recipient on the ${schedulesCount(selected.length)} you selected: `}
            replace the address with another, remove it, or add someone to each of them that sends
            to it.{' '}
            <GuardedLink to={bulkRecipientsPath(siteId)}>Use all schedules of the site</GuardedLink>
          </>
        ) : (
          <>
            Change one recipient across this site&apos;s schedules at once: replace the address with
            another, remove it, or add someone to every schedule that sends to it.
          </>
        )}
      </PageIntro>
      {access.kind === 'read-only' ? <Alert severity="warning">{access.reason}</Alert> : null}
      {content}
    </SitePage>
  );
}

/** Selected schedules the site no longer lists are said, not silently left out. */
function goneMessage(count: number): string {
  return count === 1
    ? 'One selected schedule is no longer on this site (deleted since it was selected), so it is left out.'
    : `${count} selected schedules are no longer on this site (deleted since they were selected), so they are left out.`;
}
