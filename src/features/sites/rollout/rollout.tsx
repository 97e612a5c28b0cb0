import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Alert, AlertTitle } from '#src/components/alert';
import type { Crumb } from '#src/components/breadcrumbs';
import { Button } from '#src/components/button';
import { PageIntro } from '#src/components/page-intro';
import { RunProgressStep } from '#src/components/run-progress';
import { StepSection } from '#src/components/step-section';
import { FIELD_LABELS, type EditComparison } from '#src/domain/edit-conflicts';
import type { TemplateChoices } from '#src/domain/rollout';
import type { Schedule } from '#src/domain/schemas';
import { useAccountNames } from '#src/features/sites/api/get-accounts';
import { ReportCountingProvider } from '#src/features/sites/portfolio/use-report-counting';
import { SourceSchedulePage } from '#src/features/sites/source-schedule-page';
import { SiteChooser } from '#src/features/sites/site-chooser/site-chooser';
import { toSiteRows } from '#src/features/sites/site-directory-view';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { useSectionCatalogue, type CatalogueState } from '#src/lib/site-reports/sections';
import { planCopies, type PlannedCopy } from './rollout-plan';
import { RolloutResults, RunCheckFailed } from './rollout-results';
import { AccountTemplateChoices, RolloutReview, useAccountTemplates } from './rollout-review';
import { useRollout } from './use-rollout';

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
  const { siteId } = props;
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
        // The chooser counts reports itself: no visit to the Sites page needed first.
        return (
          <ReportCountingProvider>
            <RolloutSteps
              {...props}
              source={source}
              sourceGone={gone}
              sourceAccountId={sourceSite?.account.id ?? ''}
              sites={sites.filter((site) => site !== sourceSite)}
            />
          </ReportCountingProvider>
        );
      }}
    </SourceSchedulePage>
  );
}

/** `choices` with `key`'s template set, or cleared by '' (back to the default). */
function withChoice(
  choices: ReadonlyMap<string, string>,
  key: string,
  templateUuid: string,
): ReadonlyMap<string, string> {
  const next = new Map(choices);
  if (templateUuid) next.set(key, templateUuid);
  else next.delete(key);
  return next;
}

/** Templates chosen per account and per site (a site's own wins); keys in lower case. */
function useTemplateChoices() {
  const [byAccount, setByAccount] = useState<ReadonlyMap<string, string>>(new Map());
  const [bySite, setBySite] = useState<ReadonlyMap<string, string>>(new Map());
  const chosen: TemplateChoices = { bySite, byAccount };
  return {
    chosen,
    chooseForAccount: (accountId: string, templateUuid: string) =>
      setByAccount((current) => withChoice(current, accountId, templateUuid)),
    chooseForSite: (siteId: string, templateUuid: string) =>
      setBySite((current) => withChoice(current, siteId, templateUuid)),
  };
}

/** The source changed since the review was shown: what changed; copies use it as it is now. */
function SourceChangedNotice({ comparison }: { comparison: EditComparison }) {
  if (comparison.kind !== 'changed') return null;
  const fields = comparison.fields.map(({ field }) => FIELD_LABELS[field]);
  return (
    <Alert severity="warning">
      <AlertTitle>The schedule changed since you reviewed it: review the copies again</AlertTitle>
      {`Changed elsewhere (a colleague, another tab or the API): ${fields.join(', ')}. Nothing was sent. The copies below are made from the schedule as it is now.`}
    </Alert>
  );
}

/** A run under way or done: its progress, a check that failed, or its results. */
function RunStep({
  rollout,
  copies,
  names,
  listPath,
}: {
  rollout: ReturnType<typeof useRollout>;
  copies: readonly PlannedCopy[];
  names: ReadonlyMap<string, string>;
  listPath: RolloutProps['listPath'];
}) {
  if (rollout.outcomes) {
    const skipped = copies.flatMap((copy) =>
      copy.kind === 'skip'
        ? [[copy.siteId, { status: 'skipped' as const, reason: copy.reason }] as const]
        : [],
    );
    return (
      <RolloutResults
        outcomes={new Map([...skipped, ...rollout.outcomes])}
        names={names}
        listPath={listPath}
        onRetryFailed={rollout.retryFailed}
      />
    );
  }
  if (rollout.checkFailed) {
    return (
      <RunCheckFailed
        error={rollout.checkFailed.error}
        retry={rollout.checkFailed.retry}
        onTryAgain={rollout.tryAgain}
        onBack={rollout.back}
      />
    );
  }
  if (rollout.progress) {
    return (
      <RunProgressStep
        heading="Creating the copies"
        barLabel="Sites done"
        checkingText={
          rollout.retrying
            ? 'Looking for copies an earlier try may have made…'
            : 'Checking the schedule and the sites for copies already there…'
        }
        progress={rollout.progress}
        run={rollout}
      />
    );
  }
  return null;
}

function RolloutSteps({
  siteId,
  source,
  sourceGone,
  sourceAccountId,
  sites,
  listPath,
}: RolloutProps & {
  source: Schedule;
  /** No longer on its site's list: deleted since the page found it. */
  sourceGone: boolean;
  sourceAccountId: string;
  sites: readonly Parameters<typeof toSiteRows>[0][number][];
}) {
  const zones = useCalendarZones();
  const accountNames = useAccountNames();
  const [now] = useState(() => new Date());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const templateChoices = useTemplateChoices();
  const chosenTemplates = templateChoices.chosen;
  const [reviewing, setReviewing] = useState(false);
  const rollout = useRollout(zones.service, siteId);

  const plan = useRolloutPlan({ source, sourceAccountId, sites, chosen, chosenTemplates, now });
  const { rows, chosenRows, otherAccounts, copies, creates, names } = plan;

  if (rollout.outcomes || rollout.checkFailed || rollout.progress) {
    return <RunStep rollout={rollout} copies={copies} names={names} listPath={listPath} />;
  }
  if (sourceGone || rollout.sourceChanged?.kind === 'gone') {
    return (
      <Alert severity="warning">
        {`“${source.title}” is no longer on this site’s list: it was deleted elsewhere since you opened this page. Nothing was copied.`}
      </Alert>
    );
  }
  return (
    <>
      <SiteChooser
        rows={rows}
        chosen={chosen}
        onChange={(next) => {
          setChosen(next);
          setReviewing(false);
        }}
      />
      <AccountTemplateChoices
        accounts={otherAccounts.map((id) => ({
          id,
          name: accountNames?.get(id) ?? id,
          siteCount: chosenRows.filter((row) => row.accountId.toLowerCase() === id).length,
        }))}
        templates={plan.templates}
        chosen={chosenTemplates.byAccount}
        onChoose={templateChoices.chooseForAccount}
      />
      {reviewing ? (
        <StepSection heading="Review the copies">
          {rollout.sourceChanged ? (
            <SourceChangedNotice comparison={rollout.sourceChanged} />
          ) : null}
          <RolloutReview
            copies={copies}
            catalogue={plan.catalogueSections}
            zones={zones}
            now={now}
            templateChoices={{
              templates: plan.templates,
              chosen: chosenTemplates,
              onChoose: templateChoices.chooseForSite,
            }}
          />
          <CatalogueWait catalogue={plan.catalogue} />
          <div>
            <Button
              variant="contained"
              disabled={creates.length === 0 || catalogueHoldsCreate(plan.catalogue)}
              onClick={() =>
                rollout.start(
                  creates.map((copy) => ({ siteId: copy.siteId, body: copy.body })),
                  source,
                )
              }
            >
              {`Create on ${creates.length} site${creates.length === 1 ? '' : 's'}`}
            </Button>
          </div>
        </StepSection>
      ) : (
        <div>
          <Button
            variant="contained"
            disabled={chosen.size === 0}
            onClick={() => setReviewing(true)}
          >
            {`Review ${chosen.size} cop${chosen.size === 1 ? 'y' : 'ies'}`}
          </Button>
        </div>
      )}
    </>
  );
}

/** The roll-out as chosen so far: sites offered, accounts needing a template, each copy or skip. */
function useRolloutPlan({
  source,
  sourceAccountId,
  sites,
  chosen,
  chosenTemplates,
  now,
}: {
  source: Schedule;
  sourceAccountId: string;
  sites: readonly Parameters<typeof toSiteRows>[0][number][];
  chosen: ReadonlySet<string>;
  chosenTemplates: TemplateChoices;
  now: Date;
}) {
  const zones = useCalendarZones();
  const accountNames = useAccountNames();
  const rows = useMemo(() => toSiteRows(sites, accountNames), [sites, accountNames]);
  const chosenRows = rows.filter((row) => chosen.has(row.id));
  const otherAccounts = [
    ...new Set(
      chosenRows
        .map((row) => row.accountId.toLowerCase())
        .filter((account) => account !== sourceAccountId.toLowerCase()),
    ),
  ];
  const templates = useAccountTemplates([sourceAccountId, ...otherAccounts].filter(Boolean));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  // Create waits for the catalogue: copies lacking mandatory sections are refused (404/403: none).
  const catalogue = useSectionCatalogue();
  const catalogueSections = catalogue.status === 'loaded' ? catalogue.sections : undefined;
  const copies = planCopies({
    source,
    sourceAccountId,
    sites: chosenRows,
    accountNames: accountNames ?? new Map(),
    templates,
    chosenTemplates,
    serviceTimeZone: zones.service,
    now,
    catalogue: catalogueSections,
  });
  const creates = copies.flatMap((copy) => (copy.kind === 'create' ? [copy] : []));

  return {
    rows,
    chosenRows,
    otherAccounts,
    templates,
    copies,
    creates,
    names,
    catalogue,
    catalogueSections,
  };
}

/** Whether Create must wait for the catalogue: true while it loads or after it failed. */
function catalogueHoldsCreate(catalogue: CatalogueState): boolean {
  return catalogue.status === 'pending' || catalogue.status === 'failed';
}

/** Why Create waits: the catalogue is loading or failed (404 and 403 do not hold it). */
function CatalogueWait({ catalogue }: { catalogue: CatalogueState }) {
  if (catalogue.status === 'pending') {
    return (
      <Typography role="status" variant="body2" color="text.secondary">
        Loading the service’s sections, to include those every report must have…
      </Typography>
    );
  }
  if (catalogue.status !== 'failed') return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={catalogue.retry}>
          Try again
        </Button>
      }
    >
      {`The service’s sections could not be read, so the copies cannot include those every report must have: ${catalogue.message}`}
    </Alert>
  );
}
