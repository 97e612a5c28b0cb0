/** How the platform's lists page (spec: platform-sites.md); no zod, so that start-up can use it. */

/** The most a platform list answers per page, and its default (`limit`). */
export const PAGE_LIMIT_MAX = 100;
