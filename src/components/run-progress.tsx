import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '#src/components/button';
import { useAnnouncement } from '#src/lib/hooks/use-announcement';
import { visuallyHidden } from '#src/components/visually-hidden';
import type { RunProgress } from '#src/lib/bulk/bulk-run';
import { StepSection } from './step-section';

function progressCounts({ total, counts }: RunProgress): string {
  const finished = counts.done + counts.failed + counts.skipped;
  return [
    `${finished} of ${total}`,
    counts.failed > 0 ? `${counts.failed} failed` : '',
    counts.skipped > 0 ? `${counts.skipped} skipped` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What the run is doing besides sending, in a sentence; empty while it simply sends. */
function runState(progress: RunProgress, checkingText: string): string {
  if (progress.phase === 'checking') return checkingText;
  if (progress.cancelled) {
    return progress.inFlight > 0
      ? `Cancelling: waiting for ${progress.inFlight} request${progress.inFlight === 1 ? '' : 's'} already sent.`
      : 'Cancelled.';
  }
  if (progress.paused) {
    return progress.inFlight > 0
      ? 'Pausing: the requests already sent are finishing.'
      : 'Paused. Nothing more is sent until you resume.';
  }
  if (progress.rateLimitSecondsLeft !== null) {
    return `The service asked us to slow down; resuming in ${progress.rateLimitSecondsLeft} s`;
  }
  return '';
}

/** A bulk run under way: progress, the rate limit's wait, Pause or Resume, and Cancel. */
export function RunProgressStep({
  heading,
  barLabel,
  checkingText,
  progress,
  run,
}: {
  heading: string;
  barLabel: string;
  checkingText: string;
  progress: RunProgress;
  /** The run's own controls, as its hook returns them. */
  run: { pause: () => void; resume: () => void; cancel: () => void };
}) {
  const checking = progress.phase === 'checking';
  const { total, counts } = progress;
  const percent =
    total === 0 ? 100 : ((counts.done + counts.failed + counts.skipped) / total) * 100;
  const countsText = progressCounts(progress);
  const state = runState(progress, checkingText);
  // The region says the wait once, not every second.
  const moment = progress.rateLimitSecondsLeft !== null && !progress.paused ? 'waiting' : state;
  const announcement = useAnnouncement(
    [checking ? '' : `${countsText}.`, state].filter(Boolean).join(' '),
    moment,
  );

  return (
    <StepSection heading={heading}>
      <Box>
        <LinearProgress
          aria-label={barLabel}
          aria-valuetext={checking ? 'Checking' : countsText}
          {...(checking
            ? { variant: 'indeterminate' }
            : { variant: 'determinate', value: percent })}
        />
        <Typography sx={{ mt: 1, fontWeight: 500 }} aria-hidden="true">
          {checking ? '' : countsText}
        </Typography>
        <Typography color="text.secondary" aria-hidden="true" sx={{ minHeight: '1.5em' }}>
          {state}
        </Typography>
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {progress.paused ? (
          <Button variant="contained" onClick={run.resume} disabled={progress.cancelled}>
            Resume
          </Button>
        ) : (
          <Button variant="outlined" onClick={run.pause} disabled={progress.cancelled}>
            Pause
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={run.cancel} disabled={progress.cancelled}>
          Cancel
        </Button>
      </Stack>
    </StepSection>
  );
}
