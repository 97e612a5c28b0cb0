import { memo } from 'react';
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

const ZoneNote = memo(function ZoneNote({ zones, now }: { zones: CalendarZones; now: Date }) {
  return (
    <p className="schedule-browser__note">
      Times are shown in {zoneLabel(zones.user, now)}.{serviceZoneNote(zones)}
    </p>
  );
});

interface ListSummaryProps {
  /** "3 of 7 schedules match", announced as it changes. */
  summary: string;
  /** Offered only while a search or filter hides schedules and something still matches. */
  onClearFilters: (() => void) | undefined;
  zones: CalendarZones;
  now: Date;
}

/** Above the cards: how many schedules match, a "Clear filters" button and the time zone. */
export function ListSummary({ summary, onClearFilters, zones, now }: ListSummaryProps) {
  return (
    <div>
      <div className="schedule-browser__summary">
        <p role="status" aria-live="polite" className="schedule-browser__count">
          {summary}
        </p>
        {onClearFilters ? (
          <button type="button" className="schedule-button" onClick={onClearFilters}>
            Clear filters
          </button>
        ) : null}
      </div>
      <ZoneNote zones={zones} now={now} />
    </div>
  );
}
