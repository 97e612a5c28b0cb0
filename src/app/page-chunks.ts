/**
 * The code of each page, as a chunk of its own (the sign-in page does not pay for the schedule
 * form), and which of them a path needs. No React here: src/app/early-start.ts asks for the first
 * page's chunks before React itself has been evaluated.
 */
export const pages = {
  signIn: () => import('./routes/sign-in'),
  layout: () => import('./routes/app-layout'),
  sites: () => import('./routes/sites'),
  list: () => import('./routes/schedule-list'),
  create: () => import('./routes/create-schedule'),
  edit: () => import('./routes/edit-schedule'),
  copy: () => import('./routes/copy-schedule'),
  calendar: () => import('./routes/site-calendar'),
  reports: () => import('./routes/site-reports'),
  bulkRecipients: () => import('./routes/bulk-recipients'),
  recipientsAcrossSites: () => import('./routes/recipients-across-sites'),
  copies: () => import('./routes/schedule-copies'),
  notFound: () => import('./routes/not-found'),
};

/**
 * Fetches the code of the page at `pathname` at start-up, alongside config.json. The first render
 * waits for it (src/main.tsx), so the prerendered shell gives way to the page itself and not to a
 * spinner waiting for its chunk. Mirrors the routes of router.tsx. Never rejects: a failure shows when the
 * page itself is rendered (PageErrorBoundary).
 */
export function preloadPage(pathname: string, signedIn: boolean): Promise<void> {
  const load = (...chunks: (() => Promise<unknown>)[]) =>
    Promise.all(chunks.map((chunk) => chunk())).then(
      () => {},
      () => {},
    );
  if (pathname === '/login' || !signedIn) return load(pages.signIn);
  if (pathname === '/') return load(pages.layout, pages.sites);
  if (/^\/recipients\/?$/.test(pathname)) return load(pages.layout, pages.recipientsAcrossSites);
  if (/^\/sites\/[^/]+\/schedules\/new\/?$/.test(pathname)) return load(pages.layout, pages.create);
  if (/^\/sites\/[^/]+\/schedules\/[^/]+\/edit\/?$/.test(pathname))
    return load(pages.layout, pages.edit);
  const across = /^\/sites\/[^/]+\/schedules\/[^/]+\/(copy|copies)\/?$/.exec(pathname)?.[1];
  if (across) return load(pages.layout, pages[across === 'copy' ? 'copy' : 'copies']);
  if (/^\/sites\/[^/]+\/calendar\/?$/.test(pathname)) return load(pages.layout, pages.calendar);
  if (/^\/sites\/[^/]+\/reports\/?$/.test(pathname)) return load(pages.layout, pages.reports);
  if (/^\/sites\/[^/]+\/recipients\/?$/.test(pathname))
    return load(pages.layout, pages.bulkRecipients);
  if (listSiteIdOf(pathname) !== null) return load(pages.layout, pages.list);
  return load(pages.layout);
}

/**
 * The site whose schedule list `pathname` shows (`/sites/:siteId` and `/sites/:siteId/schedules`),
 * as the router's `useParams` hands it to the page: decoded and trimmed. Null for any other path.
 */
export function listSiteIdOf(pathname: string): string | null {
  const match = /^\/sites\/([^/]+)(\/schedules)?\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).trim();
  } catch {
    // Not valid percent-encoding: the router keeps it as it is.
    return match[1].trim();
  }
}
