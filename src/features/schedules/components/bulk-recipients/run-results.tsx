import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { Button, ButtonLink } from '#src/components/button';
import { GuardedLink } from '#src/components/guarded-link';
import type { TargetOutcome } from '#src/lib/bulk-run';
import { editSchedulePath, scheduleListPath } from '#src/features/schedules/schedule-paths';
import { StepSection } from '#src/components/step-section';
import { schedulesCount } from './step-words';

const Items = styled('ul')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  '& > li + li': { marginTop: theme.spacing(0.75) },
  '& .result__reason': { color: theme.palette.text.secondary, overflowWrap: 'anywhere' },
}));

type Status = TargetOutcome['status'];

/** The groups, the ones that need the user first. */
const GROUPS: { status: Status; heading: string }[] = [
  { status: 'failed', heading: 'Failed' },
  { status: 'done', heading: 'Changed' },
  { status: 'skipped', heading: 'Skipped' },
];

const MAYBE_APPLIED =
  'The answer was lost, so it may have been changed all the same: Retry failed checks first and does not send it twice.';

function detailOf(outcome: TargetOutcome): string | undefined {
  if (outcome.status === 'done') return outcome.note;
  if (outcome.status === 'failed' && outcome.ambiguous) return `${outcome.reason} ${MAYBE_APPLIED}`;
  return outcome.reason;
}

/**
 * Step 5: every schedule of the run, grouped as failed (with the reason), changed and skipped
 * (with the reason), each linking to its edit page; "Retry failed" sends only the failed again.
 */
export function RunResults({
  siteId,
  outcomes,
  titles,
  onRetryFailed,
  onStartOver,
}: {
  siteId: string;
  outcomes: ReadonlyMap<string, TargetOutcome>;
  titles: ReadonlyMap<string, string>;
  onRetryFailed: () => void;
  onStartOver: () => void;
}) {
  const entries = [...outcomes];
  const count = (status: Status) =>
    entries.filter(([, outcome]) => outcome.status === status).length;
  const failed = count('failed');

  return (
    <StepSection heading="Results">
      <Typography>
        {[
          `${schedulesCount(count('done'))} changed`,
          `${count('failed')} failed`,
          `${count('skipped')} skipped`,
        ].join(', ')}
        .
      </Typography>
      {GROUPS.map(({ status, heading }) => {
        const group = entries.filter(([, outcome]) => outcome.status === status);
        if (group.length === 0) return null;
        return (
          <div key={status}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 0.5 }}>
              {`${heading} (${group.length})`}
            </Typography>
            <Items>
              {group.map(([id, outcome]) => {
                const detail = detailOf(outcome);
                return (
                  <li key={id}>
                    <GuardedLink to={editSchedulePath(siteId, id)}>
                      {titles.get(id) ?? id}
                    </GuardedLink>
                    {detail ? <span className="result__reason">{` — ${detail}`}</span> : null}
                  </li>
                );
              })}
            </Items>
          </div>
        );
      })}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {failed > 0 ? (
          <Button variant="contained" onClick={onRetryFailed}>
            {`Retry failed (${failed})`}
          </Button>
        ) : null}
        <ButtonLink to={scheduleListPath(siteId)} variant={failed > 0 ? 'outlined' : 'contained'}>
          Back to the schedules
        </ButtonLink>
        <Button variant="text" onClick={onStartOver}>
          Make another change
        </Button>
      </Stack>
    </StepSection>
  );
}
