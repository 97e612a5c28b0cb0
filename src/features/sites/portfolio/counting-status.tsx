import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Button } from '#src/components/button';
import { useAnnouncement } from '#src/lib/hooks/use-announcement';
import { visuallyHidden } from '#src/components/visually-hidden';
import { portfolioTotals, totalsWords } from '#src/domain/portfolio';
import type { ReportFilter } from '#src/features/sites/site-directory-view';
import type { CountingSnapshot } from './report-counting';
import {
  useCountingSnapshot,
  useKeptSince,
  usePortfolioZones,
  useReportCounting,
} from './use-report-counting';
import { formatAge, formatCount } from '#src/domain/format';

function statusWords(
  { counts, progress }: CountingSnapshot,
  siteTotal: number,
  statusCounts: ReportFilter,
) {
  const sites = (n: number) => `${formatCount(n)} ${n === 1 ? 'site' : 'sites'}`;
  const counting = `Counting reports: ${formatCount(progress.counted)} of ${sites(siteTotal)}`;
  if (progress.total === 0) return { moment: 'starting', line: '' };
  // Sites still to come from GET /sites are sites still to count.
  if (progress.active || progress.total < siteTotal) {
    return progress.rateLimitSecondsLeft === null
      ? { moment: 'counting', line: counting }
      : {
          moment: 'waiting',
          line: `${counting}. The service asked us to slow down; resuming in ${progress.rateLimitSecondsLeft} s`,
        };
  }
  const counted = portfolioTotals(
    [...counts.keys()],
    (id) => {
      const count = counts.get(id);
      return count?.status === 'counted' ? count.summary : undefined;
    },
    (id) => counts.get(id)?.status === 'failed',
  );
  const totals = { ...counted, siteCount: Math.max(counted.siteCount, siteTotal) };
  const failed = progress.failed > 0 ? ` · ${sites(progress.failed)} could not be counted` : '';
  const notSent = notSentWords(counts);
  // The sites with reports, or without, are what the status line beside it counts.
  const withSites = statusCounts !== 'some' && statusCounts !== 'none';
  return {
    moment: `done ${progress.failed} ${notSent.words}`,
    line: `${totalsWords(totals, { withSites })}${failed}`,
    notSent: statusCounts === 'not-sent' ? undefined : notSent,
  };
}

/** The not-sent line: "At least …" while some sites' reports are not matched. */
function notSentWords(counts: CountingSnapshot['counts']): { words: string; sites: number } {
  let sites = 0;
  let unknown = false;
  for (const count of counts.values()) {
    if (count.status !== 'counted' || count.delivery.status !== 'known') unknown = true;
    else if (count.delivery.notSent.length > 0) sites += 1;
  }
  if (sites === 0 && !unknown) return { words: 'No report missed in the last 30 days', sites };
  const which = `${formatCount(sites)} ${sites === 1 ? 'site' : 'sites'} with a report not sent in the last 30 days`;
  return { words: unknown ? `At least ${which}` : which, sites };
}

/** Says the counts shown are kept from an earlier visit, and how old they are. */
function KeptNote({ words }: { words: string }) {
  return (
    <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', flexBasis: '100%' }}>
      {words}
    </Box>
  );
}

/**
 * Counting progress, a 429's wait, then totals; `siteTotal` counts sites still to come. Each
 * fact once: a total the page's status line gives already is left out.
 */
export function CountingStatus({
  siteTotal,
  statusCounts = 'all',
}: {
  siteTotal: number;
  /** The sites the status line counts across the whole portfolio: its filter, unless searching. */
  statusCounts?: ReportFilter;
}) {
  const snapshot = useCountingSnapshot();
  const counting = useReportCounting();
  const keptSince = useKeptSince();
  const { now } = usePortfolioZones();
  const { progress } = snapshot;
  const { line, moment, notSent } = statusWords(snapshot, siteTotal, statusCounts);
  const announcement = useAnnouncement(line, moment);
  // Until every site is read again, some counts shown are the last visit's.
  const kept =
    keptSince !== null && !moment.startsWith('done')
      ? `Counts from your last visit, ${formatAge(keptSince, now.getTime())}, shown while they are read again.`
      : null;
  if (!line) return kept ? <KeptNote words={kept} /> : null;
  const counted = Math.min(progress.counted, siteTotal);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', minHeight: 30 }}>
      {kept ? <KeptNote words={kept} /> : null}
      <Box component="span" aria-hidden="true" sx={{ typography: 'body2' }}>
        {line}
      </Box>
      {notSent ? (
        // Read where it stands, not announced: it changes as the sites' reports are matched.
        <Box
          component="span"
          sx={{
            typography: 'body2',
            fontWeight: notSent.sites > 0 ? 500 : undefined,
            color: notSent.sites > 0 ? 'error.dark' : undefined,
          }}
        >
          {notSent.words}
        </Box>
      ) : null}
      {/*
        No status role: the page's status line is the one status, so a look-up by words finds one.
      */}
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
      {moment === 'counting' || moment === 'waiting' ? (
        <LinearProgress
          variant="determinate"
          value={(100 * counted) / siteTotal}
          aria-label="Sites counted"
          sx={{ width: 120 }}
        />
      ) : null}
      {moment.startsWith('done') && progress.failed > 0 ? (
        <Button size="small" variant="outlined" onClick={() => counting?.retryFailed()}>
          Retry failed
        </Button>
      ) : null}
    </Box>
  );
}
