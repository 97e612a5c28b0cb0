import { Button, ButtonLink } from '#src/components/button';
import { RunResultsStep, type RunResultsStepProps } from '#src/components/run-results';
import { editSchedulePath, scheduleListPath } from '#src/features/schedules/schedule-paths';
import { schedulesCount } from '#src/components/step-words';

const LOST_ANSWER =
  'The answer was lost, so it may have been changed all the same: Retry failed checks first and does not send it twice.';

/** Step 5: failed, changed and skipped schedules with reasons; "Retry failed" sends the failed again. */
export function RunResults({
  siteId,
  titles,
  onStartOver,
  ...run
}: Pick<RunResultsStepProps, 'outcomes' | 'onRetryFailed'> & {
  siteId: string;
  titles: ReadonlyMap<string, string>;
  onStartOver: () => void;
}) {
  return (
    <RunResultsStep
      {...run}
      doneVerb="changed"
      countTargets={schedulesCount}
      target={(id) => ({ name: titles.get(id) ?? id, to: editSchedulePath(siteId, id) })}
      lostAnswerNote={LOST_ANSWER}
      retryLabel={(failed) => `Retry failed (${failed})`}
      actions={(failed) => (
        <>
          {/* With nothing to retry, going back is what most will do next. */}
          <ButtonLink to={scheduleListPath(siteId)} variant={failed > 0 ? 'outlined' : 'contained'}>
            Back to the schedules
          </ButtonLink>
          <Button variant="text" onClick={onStartOver}>
            Make another change
          </Button>
        </>
      )}
    />
  );
}
