import { memo, type ReactNode } from 'react';
import { formatUtcOffset } from '#src/domain/recurrence';
import type { ListPage } from '#src/lib/url-state/list-pages';
import { pageRangeSummary } from '#src/lib/url-state/list-pages';
import { PageLinks } from './page-links';

function zoneLabel(timeZone: string, now: Date): string {
  const offset = formatUtcOffset(now, timeZone);
  return offset === timeZone ? timeZone : `${timeZone} (${offset})`;
}

/** Which zone a list's times are in, and the service's own where it differs. */
export const ZoneNote = memo(function ZoneNote({
  userZone,
  serviceZone = userZone,
  now,
}: {
  userZone: string;
  serviceZone?: string;
  now: Date;
}) {
  const service =
    serviceZone === userZone ? '' : ` The service keeps its calendar in ${serviceZone}.`;
  return (
    <p className="data-note data-note--zone">
      Times are shown in {zoneLabel(userZone, now)}.{service}
    </p>
  );
});

/** Above the rows: how many items match (announced), Clear filters, and a note. */
export function ListSummary({
  summary,
  clearLabel,
  onClear,
  note,
}: {
  summary: string;
  clearLabel: string;
  /** Offered only while a search or filter hides items and something still matches. */
  onClear: (() => void) | undefined;
  note: ReactNode;
}) {
  return (
    <div className="data-summary">
      <p role="status" aria-live="polite" className="data-summary__count">
        {summary}
      </p>
      {onClear ? (
        <button type="button" className="data-button" onClick={onClear}>
          {clearLabel}
        </button>
      ) : null}
      {note}
    </div>
  );
}

/** Below the rows: which of them the page shows, and the page links. */
export function ListPages({
  label,
  view,
  compact,
  pageSearch,
  onPageChange,
  before,
  after,
}: {
  label: string;
  view: Pick<ListPage<unknown>, 'page' | 'pageCount' | 'first' | 'last' | 'total'>;
  compact: boolean;
  pageSearch: (page: number) => string;
  onPageChange: (page: number) => void;
  before?: ReactNode;
  after?: ReactNode;
}) {
  return (
    <div className="data-pages">
      {before}
      <p className="data-note">{pageRangeSummary(view)}</p>
      {view.pageCount > 1 ? (
        <PageLinks
          label={label}
          page={view.page}
          pageCount={view.pageCount}
          compact={compact}
          pageSearch={pageSearch}
          onPageChange={onPageChange}
        />
      ) : null}
      {after}
    </div>
  );
}
