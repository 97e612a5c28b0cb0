import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '#src/components/button';
import { StepSection } from '#src/components/step-section';
import { formatCount } from '#src/domain/format';
import type { Schedule } from '#src/domain/schemas';
import {
  useCountingSnapshot,
  useReportCounting,
} from '#src/features/sites/portfolio/use-report-counting';
import { useApiClient } from '#src/lib/http/api-client-context';
import { isApiError } from '#src/lib/http/api-error';
import { scheduleQueries } from '#src/lib/site-reports/schedules';

export interface SiteLists {
  /** The sites read, with their schedules, in the order chosen. */
  read: { siteId: string; schedules: readonly Schedule[] }[];
  /** The sites that could not be read, with why; `readOnly` for a 403. */
  failed: { siteId: string; reason: string; readOnly: boolean }[];
  /** Every chosen site is read or failed. */
  settled: boolean;
}

/** The chosen sites' schedule lists, as the page's counting session reads them. */
export function useSiteLists(siteIds: readonly string[]): SiteLists {
  const { counts } = useCountingSnapshot();
  const queryClient = useQueryClient();
  const api = useApiClient();
  return useMemo(() => {
    const lists: SiteLists = { read: [], failed: [], settled: true };
    for (const siteId of siteIds) {
      const count = counts.get(siteId.toLowerCase());
      if (count?.status === 'counted') lists.read.push({ siteId, schedules: count.schedules });
      else if (count?.status === 'failed') {
        const { error } =
          queryClient.getQueryState(scheduleQueries.list(api, siteId).queryKey) ?? {};
        const readOnly = isApiError(error) && error.kind === 'forbidden';
        lists.failed.push({ siteId, reason: count.reason, readOnly });
      } else lists.settled = false;
    }
    return lists;
  }, [siteIds, counts, queryClient, api]);
}

function FindProgress({
  lists,
  total,
  onCancel,
}: {
  lists: SiteLists;
  total: number;
  onCancel: () => void;
}) {
  const { progress } = useCountingSnapshot();
  const done = lists.read.length + lists.failed.length;
  const text = `${formatCount(done)} of ${formatCount(total)} sites read`;
  return (
    <StepSection heading="Finding the schedules">
      <Box>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 100 : (100 * done) / total}
          aria-label="Sites read"
          aria-valuetext={text}
        />
        <Typography sx={{ mt: 1, fontWeight: 500 }}>{text}</Typography>
        <Typography color="text.secondary" sx={{ minHeight: '1.5em' }}>
          {progress.rateLimitSecondsLeft !== null
            ? `The service asked us to slow down; resuming in ${progress.rateLimitSecondsLeft} s`
            : ''}
        </Typography>
      </Box>
      <Box>
        <Button variant="outlined" color="error" onClick={onCancel}>
          Cancel
        </Button>
      </Box>
    </StepSection>
  );
}

/** The sites whose list could not be read, with Retry failed for those that may answer. */
export function UnreadSites({
  failed,
  names,
}: {
  failed: SiteLists['failed'];
  names: ReadonlyMap<string, string>;
}) {
  const counting = useReportCounting();
  if (failed.length === 0) return null;
  const retriable = failed.filter((site) => !site.readOnly).length;
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {`Not read (${formatCount(failed.length)})`}
      </Typography>
      <Box component="ul" sx={{ my: 0.5, pl: 2.5, overflowWrap: 'anywhere' }}>
        {failed.map(({ siteId, reason, readOnly }) => (
          <li key={siteId}>
            {`${names.get(siteId.toLowerCase()) ?? siteId} — ${readOnly ? `Read-only, left as it is: ${reason}` : reason}`}
          </li>
        ))}
      </Box>
      {retriable > 0 ? (
        <Button variant="outlined" onClick={() => counting?.retryFailed()}>
          {`Retry failed (${formatCount(retriable)})`}
        </Button>
      ) : null}
    </Box>
  );
}

/** The find under way, or cancelled with the way to go on. */
export function FindStep({
  lists,
  total,
  stopped,
  onStopped,
}: {
  lists: ReturnType<typeof useSiteLists>;
  total: number;
  stopped: boolean;
  onStopped: (stopped: boolean) => void;
}) {
  if (!stopped) {
    return <FindProgress lists={lists} total={total} onCancel={() => onStopped(true)} />;
  }
  return (
    <StepSection heading="Find cancelled">
      <Typography>
        {`Nothing was changed. The sites read so far (of ${formatCount(total)}) stay read: going on reads only the others.`}
      </Typography>
      <Box>
        <Button variant="outlined" onClick={() => onStopped(false)}>
          Go on finding
        </Button>
      </Box>
    </StepSection>
  );
}
