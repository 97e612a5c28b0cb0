/**
 * The demo's start-up settings (Demo settings): the size of its portfolio, how many sites the demo
 * user sees ("Sites in the demo"), and the share of runs that produce no report ("Runs that
 * produce no report"). Each is kept in localStorage beside the fault settings (src/mock-service/persistence.ts)
 * and given to the mock service's worker when the demo starts. Here because lib may not import
 * the mock service; without zod, as the page checks the stored size itself before the demo
 * starts (src/mock-service/browser.ts, a chunk kept small).
 */

/**
 * The sizes offered: a small portfolio whose every site is counted in seconds, an agency's
 * (three pages of `GET /sites`), and a large one. Each has the three named sites (Acme, Globex,
 * Initech) and Quillfeather Stationers, the mock's fixed sites.
 */
export const DEMO_SITE_COUNTS = [20, 260, 1000] as const;
export type DemoSiteCount = (typeof DEMO_SITE_COUNTS)[number];

/** The demo's size unless the user chose another: the mock's own default (DEFAULT_SITE_COUNT). */
export const DEFAULT_DEMO_SITE_COUNT: DemoSiteCount = 260;

/**
 * The size as stored, checked: one of DEMO_SITE_COUNTS, else (missing, corrupt, a size this
 * version does not offer) the default. `checkedSiteCount(20)` is 20, `checkedSiteCount('20')`
 * 260.
 */
export function checkedSiteCount(value: unknown): DemoSiteCount {
  return checkedChoice(DEMO_SITE_COUNTS, DEFAULT_DEMO_SITE_COUNT, value);
}

/**
 * The shares of runs that produce no report offered: none (the seed's stopped schedules only),
 * one in twenty, one in five. The mock leaves a run's report out by a hash of the schedule and
 * the run, so the same runs are missing on every load (src/mock-service/report-history.ts).
 */
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
