/**
 * The size of the demo's portfolio: how many sites the demo user sees (Demo settings, "Sites in
 * the demo"). Kept in localStorage beside the fault settings (src/mock-service/persistence.ts)
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
  return DEMO_SITE_COUNTS.find((count) => count === value) ?? DEFAULT_DEMO_SITE_COUNT;
}
