import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Alert, AlertTitle } from '#src/components/alert';
import { ErrorPanel } from '#src/components/error-panel';
import { GuardedLink } from '#src/components/guarded-link';
import { PageIntro } from '#src/components/page-intro';
import { PageLoading } from '#src/components/page-loading';
import { SitePage, type SitePageFrame } from '#src/components/site-page';
import { formatCount } from '#src/domain/format';
import { useKeptSchedules } from '#src/features/sites/use-kept-schedule';
import { useSiteDirectory } from '#src/features/sites/use-site-directory';
import { RolloutSteps } from './rollout-steps';

/**
 * Schedules copied at once. Each goes to every chosen site, so the review has schedules × sites
 * rows: 50 to 20 sites is already 1,000 copies to check, and minutes of requests 4 at a time.
 */
const MOST_COPIED_AT_ONCE = 50;

/** "Copy 3 schedules to other sites": the page's heading for a selection of `count`. */
export function copySchedulesHeading(count: number): string {
  return count === 0
    ? 'Copy schedules to other sites'
    : `Copy ${formatCount(count)} schedule${count === 1 ? '' : 's'} to other sites`;
}

interface CopySchedulesProps extends SitePageFrame {
  /** The UUIDs selected on the list (location state); undefined when opened without. */
  selection: readonly string[] | undefined;
  listPath: (siteId: string) => string;
}

/** "Copy N to other sites": the selected schedules of a list rolled out together. */
export function CopySchedules({ selection = [], listPath, ...frame }: CopySchedulesProps) {
  const ids = [...new Set(selection.map((id) => id.toLowerCase()))];
  const backToList = (
    <Typography>
      <GuardedLink to={listPath(frame.siteId)}>Back to the schedules</GuardedLink>
    </Typography>
  );
  let content: ReactNode;
  if (ids.length === 0) {
    content = (
      <>
        <Alert severity="info" role="note">
          No schedules to copy: this page copies the schedules selected on the list, and it was
          opened without any (a new tab, or an address typed or shared, carries no selection).
        </Alert>
        {backToList}
      </>
    );
  } else if (ids.length > MOST_COPIED_AT_ONCE) {
    content = (
      <>
        <Alert severity="info" role="note">
          {`${formatCount(ids.length)} schedules were selected; at most ${MOST_COPIED_AT_ONCE} are copied at once. Each goes to every site you choose, so the review lists each schedule on each site (${MOST_COPIED_AT_ONCE} schedules to 20 sites is already 1,000 copies to check) and the copies are sent 4 at a time. Select ${MOST_COPIED_AT_ONCE} or fewer, and copy the rest afterwards.`}
        </Alert>
        {backToList}
      </>
    );
  } else {
    content = <SelectedSchedules siteId={frame.siteId} ids={ids} listPath={listPath} />;
  }
  return <SitePage {...frame}>{content}</SitePage>;
}

/** The selection as the site's list has it now: what is copied, and what is gone. */
function SelectedSchedules({
  siteId,
  ids,
  listPath,
}: {
  siteId: string;
  ids: readonly string[];
  listPath: (siteId: string) => string;
}) {
  const { listQuery, current, found } = useKeptSchedules(siteId, ids);
  const directory = useSiteDirectory();
  if (listQuery.isError && !listQuery.data) {
    return <ErrorPanel error={listQuery.error} onRetry={() => void listQuery.refetch()} />;
  }
  if (listQuery.isPending || directory.status === 'loading') {
    return <PageLoading label="Loading the schedules and your sites…" />;
  }
  const here = new Set(current.map((schedule) => schedule.uuid.toLowerCase()));
  const gone = ids.filter((id) => !here.has(id));
  const sites = directory.status === 'loaded' ? directory.sites : [];
  const sourceSite = sites.find((site) => site.id.toLowerCase() === siteId.toLowerCase());
  return (
    <>
      {current.length > 0 ? (
        <div>
          <PageIntro>Each goes to every site you choose, as a schedule of its own:</PageIntro>
          <ul aria-label="The schedules to copy">
            {current.map((schedule) => (
              <li key={schedule.uuid}>{schedule.title}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {gone.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>{`No longer on this site’s list, so not copied (deleted elsewhere): ${formatCount(gone.length)}`}</AlertTitle>
          <ul aria-label="Schedules no longer on the site">
            {gone.map((id) => (
              <li key={id}>{found.get(id)?.title ?? `A schedule with the ID ${id}`}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {directory.status !== 'loaded' ? (
        <Alert severity="info">
          Copying to other sites needs the list of your sites, which this service does not give.
        </Alert>
      ) : (
        <RolloutSteps
          siteId={siteId}
          sources={current}
          sourceAccountId={sourceSite?.account.id ?? ''}
          sites={sites.filter((site) => site !== sourceSite)}
          listPath={listPath}
          several
          nothingLeft={
            <Alert severity="warning">
              None of the selected schedules is on this site’s list any more: nothing was copied.
            </Alert>
          }
        />
      )}
    </>
  );
}
