import { Alert } from '#src/components/alert';
import type { Crumb } from '#src/components/breadcrumbs';
import { PageIntro } from '#src/components/page-intro';
import { SourceSchedulePage } from '#src/features/sites/source-schedule-page';
import { RolloutSteps } from './rollout-steps';

const HEADING = 'Copy to other sites';

interface RolloutProps {
  siteId: string;
  siteName: string | undefined;
  scheduleId: string;
  /** The breadcrumb trail down to the source's list, this page's crumb last. */
  trail: readonly Crumb[];
  documentTitle: readonly string[];
  listPath: (siteId: string) => string;
}

/** "Copy to other sites": "Retry failed" never copies twice; a stale review is shown again. */
export function Rollout(props: RolloutProps) {
  const { siteId, listPath } = props;
  return (
    <SourceSchedulePage
      {...props}
      heading={HEADING}
      withoutSites="Copying to other sites"
      describe={(source) => (
        <PageIntro>
          “{source.title}” goes to each site you choose, as a schedule of its own.
        </PageIntro>
      )}
    >
      {({ source, gone, sites }) => {
        const sourceSite = sites.find((site) => site.id.toLowerCase() === siteId.toLowerCase());
        return (
          <RolloutSteps
            siteId={siteId}
            sources={gone ? [] : [source]}
            sourceAccountId={sourceSite?.account.id ?? ''}
            sites={sites.filter((site) => site !== sourceSite)}
            listPath={listPath}
            several={false}
            nothingLeft={
              <Alert severity="warning">
                {`“${source.title}” is no longer on this site’s list: it was deleted elsewhere since you opened this page. Nothing was copied.`}
              </Alert>
            }
          />
        );
      }}
    </SourceSchedulePage>
  );
}
