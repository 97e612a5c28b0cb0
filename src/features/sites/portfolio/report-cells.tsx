import { memo } from 'react';
import { formatCompactRunDateTime, formatRunDateTime, formatCount } from '#src/domain/format';
import {
  cadenceMixWords,
  reportCountWords,
  siteRecordWords,
  type SiteRecordWords,
  type SiteReportSummary,
} from '#src/domain/portfolio';
import type { SiteRecord } from '#src/domain/run-states';
import type { CalendarZones } from '#src/domain/schedule-rule';
import { wallClockAt } from '#src/domain/wall-clock';
import { ROUTE_ATTRIBUTE } from '#src/lib/url-state/use-route-clicks';
import type { SiteDeliveryCount, SiteReportCount } from './report-counting';
import { CountingCells } from './counting-cells';
import { usePortfolioZones, useReportCounting, useSiteReportCount } from './use-report-counting';

/** What a counted site's row says, in words. */
interface CountWords {
  /** '3 · 2 weekly, 1 monthly', or 'No reports'. */
  reports: string;
  /** '3 reports: 2 weekly, 1 monthly', for hover. */
  reportsInFull: string;
  /** 'Tue, Jan 26, 9:00 AM', or undefined without a next run. */
  nextRun: string | undefined;
  nextRunIso: string | undefined;
  nextRunInFull: string | undefined;
}

// Each summary's words made once: zones and "now" are fixed; a re-read replaces the summary.
const wordsOfSummary = new WeakMap<
  SiteReportSummary,
  { zones: CalendarZones; now: Date; words: CountWords }
>();

function countWords(summary: SiteReportSummary, zones: CalendarZones, now: Date): CountWords {
  const known = wordsOfSummary.get(summary);
  if (known?.zones === zones && known.now === now) return known.words;
  const words = wordsOf(summary, zones, now);
  wordsOfSummary.set(summary, { zones, now, words });
  return words;
}

function wordsOf(summary: SiteReportSummary, zones: CalendarZones, now: Date): CountWords {
  const mix = cadenceMixWords(summary.cadenceMix);
  const { nextRun } = summary;
  const currentYear = wallClockAt(now.getTime(), zones.user).year;
  return {
    reports:
      summary.scheduleCount === 0 ? 'No reports' : `${formatCount(summary.scheduleCount)} · ${mix}`,
    reportsInFull:
      summary.scheduleCount === 0
        ? 'No reports scheduled'
        : `${reportCountWords(summary.scheduleCount)}: ${mix}`,
    nextRun: nextRun && formatCompactRunDateTime(nextRun, zones.user, { currentYear }),
    nextRunIso: nextRun?.toISOString(),
    nextRunInFull: nextRun && formatRunDateTime(nextRun, zones.user),
  };
}

function RetryCount({ siteId, siteName }: { siteId: string; siteName: string }) {
  const counting = useReportCounting();
  return (
    <button
      type="button"
      className="site-count-retry"
      onClick={() => counting?.retry(siteId)}
      aria-label={`Retry counting the reports of ${siteName}`}
    >
      Retry
    </button>
  );
}

function NotCounted({
  count,
  siteId,
  siteName,
}: {
  count: Exclude<SiteReportCount, { status: 'counted' }>;
  siteId: string;
  siteName: string;
}) {
  if (count.status !== 'failed') return <span className="data-muted">Counting…</span>;
  return (
    <span className="site-count-failed">
      <span className="site-count-reason" title={count.reason}>
        Not counted: {count.reason}
      </span>
      <RetryCount siteId={siteId} siteName={siteName} />
    </span>
  );
}

/** Where a link in the app goes: its path, and its href as the browser shows it. */
export interface AppLink {
  path: string;
  href: string;
}

/** "2 not sent": a link to the site's schedules with a recent run likely unreported. */
function NotSentLink({
  delivery,
  siteName,
  link,
}: {
  delivery: SiteDeliveryCount;
  siteName: string;
  link: AppLink;
}) {
  if (delivery.status !== 'known' || delivery.notSent.length === 0) return null;
  const count = delivery.notSent.length;
  const schedules = `${formatCount(count)} ${count === 1 ? 'schedule' : 'schedules'}`;
  return (
    <a
      className="site-not-sent"
      href={link.href}
      {...{ [ROUTE_ATTRIBUTE]: link.path }}
      // Begins with what it shows (WCAG 2.5.3), then says whose and over which days.
      aria-label={`${formatCount(count)} not sent: ${schedules} of ${siteName} with a report not sent in the last 30 days`}
      title="A report that likely did not go out in the last 30 days"
    >
      {formatCount(count)} not sent
    </a>
  );
}

// A record's words made once per matching (a re-read makes a new record).
const wordsOfRecord = new WeakMap<SiteRecord, SiteRecordWords>();

function recordWords(record: SiteRecord): SiteRecordWords {
  let words = wordsOfRecord.get(record);
  if (!words) wordsOfRecord.set(record, (words = siteRecordWords(record)));
  return words;
}

/**
 * A site's last 30 days: "41 of 42 sent · 2 due", what the numbers mean in its tooltip and, for
 * screen readers, in words of their own. In the table's line the "due" part goes to a second line,
 * not shown, when the cell cannot hold it whole (its words still say it).
 */
function SiteRecordText({
  delivery,
  scheduleCount,
  label,
}: {
  delivery: SiteDeliveryCount;
  scheduleCount: number;
  /** Before the numbers on a card: 'Last 30 days: '. */
  label?: string;
}) {
  if (delivery.status === 'pending') {
    return <span className="data-muted">{label ? `${label}counting…` : 'Counting…'}</span>;
  }
  if (delivery.status === 'failed') {
    return (
      <span className="data-muted" title={`Its sent reports could not be read: ${delivery.reason}`}>
        {label}Sent reports not read
      </span>
    );
  }
  // Nothing scheduled: nothing to judge, as its Reports cell says.
  if (scheduleCount === 0 && delivery.record.judged === 0 && delivery.record.due === 0) {
    return <span className="data-muted">—</span>;
  }
  const words = recordWords(delivery.record);
  const { notSent, judged } = delivery.record;
  const className = [
    'site-record',
    notSent > 0 ? 'site-record--missed' : '',
    judged === 0 ? 'data-muted' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <span className={className} title={words.inFull} aria-hidden="true">
        <span>
          {label}
          {words.sent}
        </span>
        {words.due ? <span>· {words.due}</span> : null}
      </span>
      <span className="data-hidden">{words.inFull}</span>
    </>
  );
}

export interface SiteCountProps {
  siteId: string;
  siteName: string;
  notSent: AppLink;
}

/** A site's "Reports", "Next report" and "Last 30 days" cells; each row follows its own count only. */
export const ReportCells = memo(function ReportCells({
  siteId,
  siteName,
  notSent,
}: SiteCountProps) {
  const count = useSiteReportCount(siteId);
  const { zones, now } = usePortfolioZones();
  if (count.status === 'waiting' || count.status === 'counting') return <CountingCells />;
  if (count.status !== 'counted') {
    return (
      <td colSpan={3}>
        <NotCounted count={count} siteId={siteId} siteName={siteName} />
      </td>
    );
  }
  const words = countWords(count.summary, zones, now);
  return (
    <>
      <td className={count.summary.scheduleCount ? '' : 'data-muted'}>
        {/* One line: the mix is cut before the link to what was not sent. */}
        <span className="site-reports">
          <span className="site-reports__mix" title={words.reportsInFull}>
            {words.reports}
          </span>
          <NotSentLink delivery={count.delivery} siteName={siteName} link={notSent} />
        </span>
      </td>
      <td title={words.nextRunInFull} className="data-nowrap">
        {words.nextRun ? (
          <time dateTime={words.nextRunIso}>{words.nextRun}</time>
        ) : (
          <span className="data-muted">—</span>
        )}
      </td>
      <td>
        <SiteRecordText delivery={count.delivery} scheduleCount={count.summary.scheduleCount} />
      </td>
    </>
  );
});

/** The same on a phone's card, in one line: '3 reports: 2 weekly, 1 monthly · next Tue, …'. */
export const ReportLine = memo(function ReportLine({ siteId, siteName, notSent }: SiteCountProps) {
  const count = useSiteReportCount(siteId);
  const { zones, now } = usePortfolioZones();
  if (count.status !== 'counted') {
    return (
      <p>
        <NotCounted count={count} siteId={siteId} siteName={siteName} />
      </p>
    );
  }
  const words = countWords(count.summary, zones, now);
  const link = <NotSentLink delivery={count.delivery} siteName={siteName} link={notSent} />;
  if (!words.nextRun) return <p className="data-muted">{words.reportsInFull}</p>;
  return (
    <>
      <p>
        {words.reportsInFull} · next <time dateTime={words.nextRunIso}>{words.nextRun}</time>
      </p>
      <p className="site-record-line">
        <SiteRecordText
          delivery={count.delivery}
          scheduleCount={count.summary.scheduleCount}
          label="Last 30 days: "
        />
      </p>
      {count.delivery.status === 'known' && count.delivery.notSent.length > 0 ? (
        <p>{link}</p>
      ) : null}
    </>
  );
});
