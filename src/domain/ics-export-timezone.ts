/** A VTIMEZONE listing every change of offset in the span: every client reads that alike. */
import { dateTimeValue, utcOffsetValue } from './ics-export-text';
import { DAY_MS, zoneOffsetMs } from './wall-clock';

/** One change of a zone's UTC offset: at the instant `at`, from `from` to `to` (ms east). */
interface OffsetChange {
  at: number;
  from: number;
  to: number;
}

/** The zone's offsets over a span: the one in force at its start, and each change after it. */
interface ZoneOffsets {
  initial: number;
  changes: OffsetChange[];
}

/** The first instant in (before, after] whose offset is `to`; `before` has another offset. */
function changeInstant(timeZone: string, before: number, after: number, to: number): number {
  let low = before;
  let high = after;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (zoneOffsetMs(timeZone, middle) === to) high = middle;
    else low = middle;
  }
  return high;
}

/** The zone's offsets from `start` to `end`, read a day apart: no zone changes twice a day. */
export function zoneOffsets(timeZone: string, start: number, end: number): ZoneOffsets {
  const initial = zoneOffsetMs(timeZone, start);
  const changes: OffsetChange[] = [];
  let offset = initial;
  for (let time = start; time < end;) {
    const next = Math.min(time + DAY_MS, end);
    const nextOffset = zoneOffsetMs(timeZone, next);
    if (nextOffset !== offset) {
      changes.push({
        at: changeInstant(timeZone, time, next, nextOffset),
        from: offset,
        to: nextOffset,
      });
      offset = nextOffset;
    }
    time = next;
  }
  return { initial, changes };
}

/** Whether a zone keeps UTC's clock over the span: then runs can be written in UTC. */
export function isUtcThroughout(offsets: ZoneOffsets): boolean {
  return offsets.initial === 0 && offsets.changes.length === 0;
}

/** `Intl` does not say which offset is daylight saving: any above the smallest is DAYLIGHT. */
function observanceLines(change: OffsetChange, smallest: number): string[] {
  const kind = change.to > smallest ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    // RFC 5545 3.6.5: the onset is the local time before it, in the offset it changes from.
    `DTSTART:${dateTimeValue(change.at + change.from, 'local')}`,
    `TZOFFSETFROM:${utcOffsetValue(change.from)}`,
    `TZOFFSETTO:${utcOffsetValue(change.to)}`,
    `END:${kind}`,
  ];
}

/** The VTIMEZONE of `timeZone` from `start` to `end`, unfolded. */
export function vtimezoneLines(timeZone: string, offsets: ZoneOffsets, start: number): string[] {
  const all = [offsets.initial, ...offsets.changes.map((change) => change.to)];
  const smallest = Math.min(...all);
  // The offset in force at the start, as an onset that changes nothing, so every instant of
  // the span falls after an onset and no client has to guess what came before the first change.
  const opening: OffsetChange = { at: start, from: offsets.initial, to: offsets.initial };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...[opening, ...offsets.changes].flatMap((change) => observanceLines(change, smallest)),
    'END:VTIMEZONE',
  ];
}
