import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Button } from '#src/components/button';
import { LeaveRunDialog } from '#src/components/leave-run-dialog';
import { ErrorPanel } from '#src/components/error-panel';
import type { Schedule } from '#src/domain/schemas';
import { ChangeSteps } from './change-steps';
import type { FindScope } from './find-step';
import { RunProgressStep } from '#src/components/run-progress';
import { RunResults } from './run-results';
import { StepSection } from '#src/components/step-section';
import { useBulkChange } from './use-bulk-change';

/** The bulk change's steps, then its run; while a run is going, leaving the page asks first. */
export function BulkChangeFlow({
  siteId,
  scope,
  schedules,
  onStart,
}: {
  siteId: string;
  scope: FindScope;
  /** The schedules to change among: the site's, or those selected on the list. */
  schedules: readonly Schedule[];
  /** A run is about to send: its results stay on the page whatever the service then says. */
  onStart?: () => void;
}) {
  // "Make another change" starts the steps afresh.
  const [round, setRound] = useState(0);
  const change = useBulkChange(siteId);
  const titles = useMemo(
    () => new Map(schedules.map((schedule) => [schedule.uuid, schedule.title])),
    [schedules],
  );
  const { progress, outcomes } = change;
  const phase = progress?.phase;

  return (
    <>
      <ChangeSteps
        key={round}
        scope={scope}
        schedules={schedules}
        hidden={progress !== null || outcomes !== null}
        startFocused={round > 0}
        onApply={(action, scheduleIds) => {
          onStart?.();
          change.start(scheduleIds, action);
        }}
      />
      {progress && (phase === 'checking' || phase === 'running') ? (
        <RunProgressStep
          heading="Changing the schedules"
          barLabel="Schedules changed"
          checkingText="Checking each schedule's current recipients…"
          progress={progress}
          run={change}
        />
      ) : null}
      {progress && phase === 'check-failed' ? (
        <StepSection heading="The changes could not start">
          <ErrorPanel
            error={progress.checkError}
            title="The schedules' current recipients could not be read"
            onRetry={change.tryAgain}
          />
          <Typography>Nothing was sent: each schedule is checked before it is changed.</Typography>
          <Box>
            <Button variant="outlined" onClick={change.back}>
              {change.retrying ? 'Back to the results' : 'Back to the review'}
            </Button>
          </Box>
        </StepSection>
      ) : null}
      {outcomes && (progress === null || phase === 'finished') ? (
        <RunResults
          siteId={siteId}
          outcomes={outcomes}
          titles={titles}
          onRetryFailed={change.retryFailed}
          onStartOver={() => {
            change.reset();
            setRound(round + 1);
          }}
        />
      ) : null}
      <LeaveRunDialog active={change.active} />
    </>
  );
}
