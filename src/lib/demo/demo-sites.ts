/**
 * The demo's start-up settings, kept in localStorage for the mock's worker. Here as lib may not
 * import the mock; without zod, to keep that chunk small.
 */

/** The sizes offered: a small portfolio, an agency's (three pages of `GET /sites`), a large one. */
export const DEMO_SITE_COUNTS = [20, 260, 1000] as const;
export type DemoSiteCount = (typeof DEMO_SITE_COUNTS)[number];

/** The demo's size unless the user chose another: the mock's own default (DEFAULT_SITE_COUNT). */
export const DEFAULT_DEMO_SITE_COUNT: DemoSiteCount = 260;

/** The size as stored, if one of DEMO_SITE_COUNTS; else the default. */
export function checkedSiteCount(value: unknown): DemoSiteCount {
  return checkedChoice(DEMO_SITE_COUNTS, DEFAULT_DEMO_SITE_COUNT, value);
}

/** The shares of runs without a report offered; the mock picks the same runs on every load. */
export const DEMO_MISSED_RUN_RATES = [0, 0.05, 0.2] as const;
export type DemoMissedRunRate = (typeof DEMO_MISSED_RUN_RATES)[number];

/** The rate as stored, checked as the size is: one offered, else 0. */
export function checkedMissedRunRate(value: unknown): DemoMissedRunRate {
  return checkedChoice(DEMO_MISSED_RUN_RATES, 0, value);
}

/** `value` when it is one of `choices`, else `fallback`. */
function checkedChoice<T>(choices: readonly T[], fallback: T, value: unknown): T {
  return choices.find((choice) => choice === value) ?? fallback;
}
