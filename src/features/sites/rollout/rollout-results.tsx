import Typography from '@mui/material/Typography';
import { Button } from '#src/components/button';
import { ErrorPanel } from '#src/components/error-panel';
import { RunResultsStep, type RunResultsStepProps } from '#src/components/run-results';
import { StepSection } from '#src/components/step-section';
import { formatCount } from '#src/domain/format';

const LOST_ANSWER =
  'The answer was lost, so it may have been created all the same: Retry failed looks for it first and never makes two.';

function sitesCount(count: number): string {
  return `${formatCount(count)} site${count === 1 ? '' : 's'}`;
}

/** Every site of the roll-out: failed, created and skipped, with "Retry failed". */
export function RolloutResults({
  names,
  listPath,
  ...run
}: Pick<RunResultsStepProps, 'outcomes' | 'onRetryFailed'> & {
  names: ReadonlyMap<string, string>;
  listPath: (siteId: string) => string;
}) {
  return (
    <RunResultsStep
      {...run}
      doneVerb="created"
      countTargets={sitesCount}
      target={(siteId) => ({ name: names.get(siteId) ?? siteId, to: listPath(siteId) })}
      lostAnswerNote={LOST_ANSWER}
      retryLabel={() => 'Retry failed'}
    />
  );
}

/** A run could not check the sites for copies already there, so it sent nothing. */
export function RunCheckFailed({
  error,
  retry,
  onTryAgain,
  onBack,
}: {
  error: unknown;
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
          : 'Nothing was sent: before a copy is sent, the schedule is read again and its site is checked for the same schedule, so none is made twice. Try again, or go back to the review.'}
      </Typography>
      <div>
        <Button variant="outlined" onClick={onBack}>
          {retry ? 'Back to the results' : 'Back to the review'}
        </Button>
      </div>
    </StepSection>
  );
}
