/**
 * What "now" is for the whole test suite: every Vitest test (tests/support/setup-tests.ts), every
 * Playwright page and the demo's workers through it (e2e/fixtures.ts), and the mock API server
 * of the live end-to-end tests (playwright.config.ts) start their clocks here, and the clocks
 * then run on as usual. The demo seeds its schedules and its report history from the moment it
 * first starts, so without this a test's outcome would depend on the day it runs (issue 47).
 *
 * Why this instant: Wednesday 20 January 2027, 15:00 UTC is 10:00 in New York (the e2e zone),
 * 15:00 in London (live mode) and 20:30 in Kolkata (the zones project): the same day in all
 * three, in the middle of a month, weeks away from a clock change and from a month's end. So a
 * suite-wide test meets none of the month-end, daylight-saving or day-boundary rules by chance:
 * a test about one of those sets an instant of its own, chosen for it.
 */
export const SUITE_NOW = new Date('2027-01-20T15:00:00Z');
