import type { ReactNode } from 'react';
import { Alert } from '#src/components/alert';
import { ErrorPanel } from '#src/components/error-panel';
import { PageLoading } from '#src/components/page-loading';
import { SitePage, type SitePageFrame } from '#src/components/site-page';
import type { Schedule } from '#src/domain/schemas';
import { useKeptSchedule } from './use-kept-schedule';
import { useSiteDirectory, type SiteDirectory } from './use-site-directory';

type LoadedSites = Extract<SiteDirectory, { status: 'loaded' }>['sites'];

/** A page acting on one schedule across other sites; `children` get it once it and sites load. */
export function SourceSchedulePage({
  scheduleId,
  withoutSites,
  describe,
  children,
  ...frame
}: SitePageFrame & {
  scheduleId: string;
  /** What the page needs the sites for, when the service gives none: 'Copying to other sites'. */
  withoutSites: string;
  describe: (source: Schedule) => ReactNode;
  children: (loaded: {
    source: Schedule;
    /** No longer on its site's list: deleted since the page found it. */
    gone: boolean;
    sites: LoadedSites;
  }) => ReactNode;
}) {
  const { listQuery, current, schedule: source } = useKeptSchedule(frame.siteId, scheduleId);
  const directory = useSiteDirectory();

  let content;
  if (listQuery.isError && !source) {
    content = <ErrorPanel error={listQuery.error} onRetry={() => void listQuery.refetch()} />;
  } else if (listQuery.isPending || directory.status === 'loading') {
    content = <PageLoading label="Loading the schedule and your sites…" />;
  } else if (!source) {
    content = (
      <Alert severity="warning">This schedule does not exist or is no longer active.</Alert>
    );
  } else if (directory.status !== 'loaded') {
    content = (
      <Alert severity="info">
        {`${withoutSites} needs the list of your sites, which this service does not give.`}
      </Alert>
    );
  } else {
    content = children({
      source,
      gone: !current && !listQuery.isError,
      sites: directory.sites,
    });
  }
  return (
    <SitePage {...frame}>
      {source ? describe(source) : null}
      {content}
    </SitePage>
  );
}
