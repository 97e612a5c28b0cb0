import { memo, type ReactNode } from 'react';
import { formatUtcOffset } from '#src/domain/recurrence';
import type { CalendarZones } from '#src/domain/schedule-rule';

/** 'Europe/London (UTC+01:00)', or just 'UTC'. */
function zoneLabel(timeZone: string, now: Date): string {
  const offset = formatUtcOffset(now, timeZone);
  return offset === timeZone ? timeZone : `${timeZone} (${offset})`;
}

function serviceZoneNote(zones: CalendarZones): string {
  return zones.service === zones.user ? '' : ` The service keeps its calendar in ${zones.service}.`;
}

/** "Times are shown in Europe/London (UTC+01:00).": which zone the rows' times are in. */
export const ZoneNote = memo(function ZoneNote({
  zones,
  now,
}: {
  zones: CalendarZones;
  now: Date;
}) {
  return (
    <p className="schedule-browser__note schedule-browser__zone">
      Times are shown in {zoneLabel(zones.user, now)}.{serviceZoneNote(zones)}
    </p>
  );
});

interface ListSummaryProps {
  /** "3 of 7 schedules match", announced as it changes. */
  summary: string;
  /** Offered only while a search or filter hides schedules and something still matches. */
  onClearFilters: (() => void) | undefined;
  /** At the end of the line (the ZoneNote, on screens wide enough to hold it there). */
  note: ReactNode;
}

/**
 * Above the rows, on one line where it fits: how many schedules match, a "Clear filters"
 * button, and a note such as the time zone's.
 */
export function ListSummary({ summary, onClearFilters, note }: ListSummaryProps) {
  return (
    <div className="schedule-browser__summary">
      <p role="status" aria-live="polite" className="schedule-browser__count">
        {summary}
      </p>
      {onClearFilters ? (
        <button type="button" className="schedule-button" onClick={onClearFilters}>
          Clear filters
        </button>
      ) : null}
      {note}
    </div>
  );
}
