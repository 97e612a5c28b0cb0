/**
 * Runs a test file's tests with the process in another time zone, as a user's browser in that
 * zone would be.
 *
 * The app reads the user's zone from `Intl.DateTimeFormat().resolvedOptions().timeZone`
 * (`browserTimeZone()` in src/domain/recurrence.ts), once per page (`useCalendarZones`), and
 * `Date`'s local getters follow the same zone. Both follow `process.env.TZ`: Node applies a new
 * TZ at once, but only in a process's main thread, not in a worker thread. So the files that
 * call this run in child processes (the `zones` project of vite.config.ts, `pool: 'forks'`).
 *
 * Files share a process (`isolate: false`), one after another: the zone is restored after the
 * file's tests, so the next file runs in the zone the process had.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { browserTimeZone } from '#src/domain/recurrence';
import { zoneOffsetMs } from '#src/domain/wall-clock';

/** ICU's canonical names differ from the IANA ones for a few zones ('Asia/Calcutta'). */
function canonicalZone(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

/**
 * Sets `process.env.TZ` to `zone` before the calling file's (or `describe`'s) tests and restores
 * it after them; with `now`, each test also runs with the clock (Date alone) fixed at it. Fails at once if the zone did not take effect, or if the app would not take it
 * as the user's (it falls back to UTC for a zone it does not know): the tests would then prove
 * nothing about the zone.
 */
export function inProcessTimeZone(zone: string, { now }: { now?: Date } = {}): void {
  let previous: string | undefined;

  if (now) {
    // Only Date is faked, so timers and user-event run as usual. Call this before setupMockApi:
    // its service then seeds relative to `now` as well, as the demo's reads the browser's clock.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
  }

  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;

    const resolved = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(canonicalZone(resolved), 'the process zone Intl reports').toBe(canonicalZone(zone));
    // Date's local time follows the zone too: its offset on a day of the zone's own.
    const instant = Date.UTC(2027, 0, 1);
    const offsetMs = -new Date(instant).getTimezoneOffset() * 60_000;
    expect(offsetMs || 0, 'the offset of Date in the process zone').toBe(
      zoneOffsetMs(zone, instant),
    );
    // The app takes the zone as the user's (by its current name, where ICU gives an old one).
    expect(canonicalZone(browserTimeZone()), "the app's user zone").toBe(canonicalZone(zone));
  });

  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}
