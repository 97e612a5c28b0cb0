/**
 * How the platform's lists page (`../shared/spec/platform-sites.md`, "Paginated lists"). Apart
 * from platform-schemas.ts, with no zod, so that start-up can name a list's first page.
 */

/** The most a platform list answers per page, and its default (`limit`). */
export const PAGE_LIMIT_MAX = 100;
