/** The roll-out's steps after its sources: sites, templates, the review, the run and its results. */
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Alert, AlertTitle } from '#src/components/alert';
import { Button } from '#src/components/button';
import { RunProgressStep } from '#src/components/run-progress';
import { StepSection } from '#src/components/step-section';
import { FIELD_LABELS } from '#src/domain/edit-conflicts';
import type { Schedule } from '#src/domain/schemas';
import { useAccountNames } from '#src/features/sites/api/get-accounts';
import { ReportCountingProvider } from '#src/features/sites/portfolio/use-report-counting';
import { SiteChooser } from '#src/features/sites/site-chooser/site-chooser';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import type { CatalogueState } from '#src/lib/site-reports/sections';
import type { PlannedCopy } from './rollout-plan';
import { RolloutResults, RunCheckFailed } from './rollout-results';
import { AccountTemplateChoices, RolloutReview } from './rollout-review';
import { copyId, type SourceChange } from './rollout-run';
import { useRollout } from './use-rollout';
import { useRolloutPlan, useTemplateChoices, type RolloutSite } from './use-rollout-plan';

interface RolloutStepsProps {
  siteId: string;
  /** The schedules copied, as on their site's list now. */
  sources: readonly Schedule[];
  sourceAccountId: string;
  /** The sites offered: all but the sources' own. */
  sites: readonly RolloutSite[];
  listPath: (siteId: string) => string;
  /** Copies of several schedules: counted as copies, their results under each schedule. */
  several: boolean;
  /** Shown instead when no source is left on its site's list. */
  nothingLeft: ReactNode;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** The sources a run's check found gone (they leave the list too, unless it could not be read). */
function goneIn(changes: readonly SourceChange[] | null): ReadonlySet<string> {
  return new Set(
    (changes ?? []).flatMap(({ source, comparison }) =>
      comparison.kind === 'gone' ? [source.uuid] : [],
    ),
  );
}

function createLabel(count: number, several: boolean): string {
  return several
    ? `Create ${plural(count, 'copy', 'copies')}`
    : `Create on ${plural(count, 'site', 'sites')}`;
}

/** Sources changed since the review was shown: what changed; copies use them as they are now. */
function SourceChangedNotice({
  changes,
  several,
}: {
  changes: readonly SourceChange[];
  several: boolean;
}) {
  const what = changes.map(({ source, comparison }) => {
    const fields =
      comparison.kind === 'gone'
        ? 'deleted'
        : comparison.fields.map(({ field }) => FIELD_LABELS[field]).join(', ');
    return several ? `“${source.title}” (${fields})` : fields;
  });
  return (
    <Alert severity="warning">
      <AlertTitle>
        {several
          ? 'Schedules changed since you reviewed them: review the copies again'
          : 'The schedule changed since you reviewed it: review the copies again'}
      </AlertTitle>
      {`Changed elsewhere (a colleague, another tab or the API): ${what.join('; ')}. Nothing was sent. The copies below are made from the ${several ? 'schedules as they are' : 'schedule as it is'} now.`}
    </Alert>
  );
}

/** A run under way or done: its progress, a check that failed, or its results. */
function RunStep({
  rollout,
  copies,
  names,
  listPath,
  sources,
  several,
}: {
  rollout: ReturnType<typeof useRollout>;
  copies: readonly PlannedCopy[];
  names: ReadonlyMap<string, string>;
  listPath: RolloutStepsProps['listPath'];
  sources: readonly Schedule[];
  several: boolean;
}) {
  if (rollout.outcomes) {
    const skipped = copies.flatMap((copy) =>
      copy.kind === 'skip'
        ? [[copyId(copy), { status: 'skipped' as const, reason: copy.reason }] as const]
        : [],
    );
    return (
      <RolloutResults
        outcomes={new Map([...skipped, ...rollout.outcomes])}
        names={names}
        listPath={listPath}
        bySchedule={several ? sources : undefined}
        onRetryFailed={rollout.retryFailed}
      />
    );
  }
  if (rollout.checkFailed) {
    return (
      <RunCheckFailed
        error={rollout.checkFailed.error}
        retry={rollout.checkFailed.retry}
        several={several}
        onTryAgain={rollout.tryAgain}
        onBack={rollout.back}
      />
    );
  }
  if (rollout.progress) {
    return (
      <RunProgressStep
        heading="Creating the copies"
        barLabel={several ? 'Copies done' : 'Sites done'}
        checkingText={
          rollout.retrying
            ? 'Looking for copies an earlier try may have made…'
            : `Checking the ${several ? 'schedules' : 'schedule'} and the sites for copies already there…`
        }
        progress={rollout.progress}
        run={rollout}
      />
    );
  }
  return null;
}

/** "Retry failed" never copies twice; a stale review is shown again. */
export function RolloutSteps(props: RolloutStepsProps) {
  // The chooser counts reports itself: no visit to the Sites page needed first.
  return (
    <ReportCountingProvider>
      <Steps {...props} />
    </ReportCountingProvider>
  );
}

function Steps({
  siteId,
  sources,
  sourceAccountId,
  sites,
  listPath,
  several,
  nothingLeft,
}: RolloutStepsProps) {
  const zones = useCalendarZones();
  const accountNames = useAccountNames();
  const [now] = useState(() => new Date());
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const templateChoices = useTemplateChoices();
  const chosenTemplates = templateChoices.chosen;
  const [reviewing, setReviewing] = useState(false);
  // The copies as planned at Create: the results name them, whatever the sources became since.
  const [started, setStarted] = useState<{
    copies: readonly PlannedCopy[];
    sources: readonly Schedule[];
  }>({ copies: [], sources: [] });
  const rollout = useRollout(zones.service, siteId);
  const goneInRun = goneIn(rollout.sourceChanged);
  const left = sources.filter((source) => !goneInRun.has(source.uuid));

  const plan = useRolloutPlan({
    sources: left,
    sourceAccountId,
    sites,
    chosen,
    chosenTemplates,
    now,
  });
  const { rows, chosenRows, otherAccounts, copies, creates, names } = plan;

  if (rollout.outcomes || rollout.checkFailed || rollout.progress) {
    return (
      <RunStep
        rollout={rollout}
        copies={started.copies}
        names={names}
        listPath={listPath}
        sources={started.sources}
        several={several}
      />
    );
  }
  if (left.length === 0) return nothingLeft;
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
          siteCount: chosenRows.filter(({ accountId }) => accountId.toLowerCase() === id).length,
        }))}
        templates={plan.templates}
        chosen={chosenTemplates.byAccount}
        onChoose={templateChoices.chooseForAccount}
      />
      {reviewing ? (
        <StepSection heading="Review the copies">
          {rollout.sourceChanged ? (
            <SourceChangedNotice changes={rollout.sourceChanged} several={several} />
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
              onClick={() => {
                setStarted({ copies, sources: left });
                rollout.start(
                  creates.map((copy) => ({
                    siteId: copy.siteId,
                    sourceId: copy.sourceId,
                    body: copy.body,
                  })),
                  left,
                );
              }}
            >
              {createLabel(creates.length, several)}
            </Button>
          </div>
        </StepSection>
      ) : (
        <ReviewButton count={chosen.size * left.length} onClick={() => setReviewing(true)} />
      )}
    </>
  );
}

function ReviewButton({ count, onClick }: { count: number; onClick: () => void }) {
  return (
    <div>
      <Button variant="contained" disabled={count === 0} onClick={onClick}>
        {`Review ${plural(count, 'copy', 'copies')}`}
      </Button>
    </div>
  );
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
