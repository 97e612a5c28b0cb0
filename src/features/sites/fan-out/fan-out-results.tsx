import { Button } from '#src/components/button';
import { RunProgressStep } from '#src/components/run-progress';
import { RunResultsStep } from '#src/components/run-results';
import { schedulesCount } from '#src/components/step-words';
import type { FanOutState } from './use-fan-out';

const LOST_ANSWER =
  'The answer was lost, so it may have been done all the same: Retry failed reads it first and does not send it twice.';

interface ResultsProps {
  fanOut: FanOutState;
  names: ReadonlyMap<string, string>;
  editPath: (siteId: string, scheduleId: string) => string;
  /** 'changed', 'deleted'. */
  doneVerb: string;
  onReviewChanged: () => void;
  onStartOver: () => void;
}

/** A fan-out's progress while it runs, then its results; nothing before it starts. */
export function FanOutRun({
  heading,
  barLabel,
  ...results
}: ResultsProps & { heading: string; barLabel: string }) {
  const { fanOut } = results;
  if (fanOut.outcomes) return <FanOutResults {...results} />;
  if (!fanOut.progress) return null;
  return (
    <RunProgressStep
      heading={heading}
      barLabel={barLabel}
      checkingText="Starting…"
      progress={fanOut.progress}
      run={fanOut}
    />
  );
}

/** The end of every fan-out: outcomes by site, Retry failed, changed schedules offered again. */
function FanOutResults({
  fanOut,
  names,
  editPath,
  doneVerb,
  onReviewChanged,
  onStartOver,
}: ResultsProps) {
  const outcomes = fanOut.outcomes ?? new Map();
  const changed = fanOut.changed.size;
  return (
    <RunResultsStep
      outcomes={outcomes}
      doneVerb={doneVerb}
      countTargets={schedulesCount}
      target={(id) => {
        const target = fanOut.target(id);
        return {
          name: target?.reviewed.title ?? id,
          to: target ? editPath(target.siteId, id) : '/',
        };
      }}
      lostAnswerNote={LOST_ANSWER}
      retryLabel={(failed) => `Retry failed (${failed})`}
      onRetryFailed={fanOut.retryFailed}
      sections={fanOut.sections().map(({ siteId, ids }) => ({
        key: siteId,
        heading: names.get(siteId.toLowerCase()) ?? siteId,
        ids,
      }))}
      actions={() => (
        <>
          {changed > 0 ? (
            <Button variant="outlined" onClick={onReviewChanged}>
              {`Review again the ${schedulesCount(changed)} changed since the review`}
            </Button>
          ) : null}
          <Button variant="text" onClick={onStartOver}>
            Make another change
          </Button>
        </>
      )}
    />
  );
}
