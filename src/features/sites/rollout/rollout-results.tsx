import Typography from '@mui/material/Typography';
import { Button } from '#src/components/button';
import { ErrorPanel } from '#src/components/error-panel';
import { RunResultsStep, type RunResultsStepProps } from '#src/components/run-results';
import { StepSection } from '#src/components/step-section';
import { formatCount } from '#src/domain/format';
import type { Schedule } from '#src/domain/schemas';
import { siteOfCopy } from './rollout-run';

const LOST_ANSWER =
  'The answer was lost, so it may have been created all the same: Retry failed looks for it first and never makes two.';

function sitesCount(count: number): string {
  return `${formatCount(count)} site${count === 1 ? '' : 's'}`;
}

function copiesCount(count: number): string {
  return `${formatCount(count)} cop${count === 1 ? 'y' : 'ies'}`;
}

/**
 * Every copy of the roll-out: failed, created and skipped, with "Retry failed"; by site, or with
 * `bySchedule` (several schedules copied) under each schedule's title.
 */
export function RolloutResults({
  names,
  listPath,
  bySchedule,
  ...run
}: Pick<RunResultsStepProps, 'outcomes' | 'onRetryFailed'> & {
  names: ReadonlyMap<string, string>;
  listPath: (siteId: string) => string;
  bySchedule?: readonly Schedule[] | undefined;
}) {
  const ids = [...run.outcomes.keys()];
  const sections = bySchedule?.map((source) => ({
    key: source.uuid,
    heading: source.title,
    ids: ids.filter((id) => id.startsWith(`${source.uuid}/`)),
  }));
  return (
    <RunResultsStep
      {...run}
      doneVerb="created"
      countTargets={bySchedule ? copiesCount : sitesCount}
      target={(id) => {
        const siteId = siteOfCopy(id);
        return { name: names.get(siteId) ?? siteId, to: listPath(siteId) };
      }}
      lostAnswerNote={LOST_ANSWER}
      retryLabel={() => 'Retry failed'}
      {...(sections ? { sections } : {})}
    />
  );
}

/** A run could not check the sites for copies already there, so it sent nothing. */
export function RunCheckFailed({
  error,
  retry,
  onTryAgain,
  several,
  onBack,
}: {
  error: unknown;
  /** Several schedules copied: each is read again. */
  several: boolean;
  /** A "Retry failed": back leads to the results. */
  retry: boolean;
  onTryAgain: () => void;
  onBack: () => void;
}) {
  return (
    <StepSection heading={retry ? 'The retry could not start' : 'The copies could not start'}>
      <ErrorPanel
        error={error}
        title="The sites' schedules could not be read"
        onRetry={onTryAgain}
      />
      <Typography>
        {retry
          ? 'Nothing was sent: before a copy is sent again, its site is checked for one an earlier try may have made. Try again, or go back to the results.'
          : `Nothing was sent: before a copy is sent, ${several ? 'the schedules are' : 'the schedule is'} read again and its site is checked for the same schedule, so none is made twice. Try again, or go back to the review.`}
      </Typography>
      <div>
        <Button variant="outlined" onClick={onBack}>
          {retry ? 'Back to the results' : 'Back to the review'}
        </Button>
      </div>
    </StepSection>
  );
}
