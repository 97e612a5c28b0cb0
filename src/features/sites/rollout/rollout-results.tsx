import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { Button } from '#src/components/button';
import { ErrorPanel } from '#src/components/error-panel';
import { GuardedLink } from '#src/components/guarded-link';
import { StepSection } from '#src/components/step-section';
import type { TargetOutcome } from '#src/lib/bulk-run';
import { formatCount } from '#src/domain/format';

const Items = styled('ul')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  paddingLeft: theme.spacing(2.5),
  '& > li + li': { marginTop: theme.spacing(0.75) },
  '& .result__reason': { color: theme.palette.text.secondary, overflowWrap: 'anywhere' },
}));

type Status = TargetOutcome['status'];

const GROUPS: { status: Status; heading: string }[] = [
  { status: 'failed', heading: 'Failed' },
  { status: 'done', heading: 'Created' },
  { status: 'skipped', heading: 'Skipped' },
];

const MAYBE_MADE =
  'The answer was lost, so it may have been created all the same: Retry failed looks for it first and never makes two.';

function detailOf(outcome: TargetOutcome): string | undefined {
  if (outcome.status === 'done') return outcome.note;
  if (outcome.status === 'failed' && outcome.ambiguous) return `${outcome.reason} ${MAYBE_MADE}`;
  return outcome.reason;
}

function sitesCount(count: number): string {
  return `${formatCount(count)} site${count === 1 ? '' : 's'}`;
}

/**
 * Every site of the roll-out, grouped as failed (with the reason), created and skipped (with the
 * reason), each linking to the site's list; "Retry failed" tries the failed ones again.
 */
export function RolloutResults({
  outcomes,
  names,
  listPath,
  onRetryFailed,
}: {
  outcomes: ReadonlyMap<string, TargetOutcome>;
  /** Each site's name, by ID. */
  names: ReadonlyMap<string, string>;
  listPath: (siteId: string) => string;
  onRetryFailed: () => void;
}) {
  const entries = [...outcomes];
  const count = (status: Status) =>
    entries.filter(([, outcome]) => outcome.status === status).length;
  return (
    <StepSection heading="Results">
      <Typography role="status">
        {`${sitesCount(count('done'))} created, ${count('failed')} failed, ${count('skipped')} skipped.`}
      </Typography>
      {GROUPS.map(({ status, heading }) => {
        const group = entries.filter(([, outcome]) => outcome.status === status);
        if (group.length === 0) return null;
        return (
          <Stack key={status} spacing={1}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {heading} ({group.length})
            </Typography>
            <Items>
              {group.map(([siteId, outcome]) => {
                const detail = detailOf(outcome);
                return (
                  <li key={siteId}>
                    <GuardedLink to={listPath(siteId)}>{names.get(siteId) ?? siteId}</GuardedLink>
                    {detail ? <span className="result__reason">{` — ${detail}`}</span> : null}
                  </li>
                );
              })}
            </Items>
          </Stack>
        );
      })}
      {count('failed') > 0 ? (
        <div>
          <Button variant="contained" onClick={onRetryFailed}>
            Retry failed
          </Button>
        </div>
      ) : null}
    </StepSection>
  );
}

/**
 * A run could not list the sites to look for copies already there (made by an earlier try, or
 * meanwhile by someone else), so it sent nothing: said, with the reason, "Try again" and the way
 * back to the review, or to the results a retry was a retry of.
 */
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
