/** Each page's code as its own chunk, and which a path needs; no React, as start-up uses it. */
export const pages = {
  signIn: () => import('./routes/sign-in'),
  layout: () => import('./routes/app-layout'),
  sites: () => import('./routes/sites'),
  list: () => import('./routes/schedule-list'),
  create: () => import('./routes/create-schedule'),
  edit: () => import('./routes/edit-schedule'),
  copy: () => import('./routes/copy-schedule'),
  copyMany: () => import('./routes/copy-schedules'),
  calendar: () => import('./routes/site-calendar'),
  reports: () => import('./routes/site-reports'),
  bulkRecipients: () => import('./routes/bulk-recipients'),
  recipientsAcrossSites: () => import('./routes/recipients-across-sites'),
  copies: () => import('./routes/schedule-copies'),
  notFound: () => import('./routes/not-found'),
};

export type PageName = keyof typeof pages;

/** The pages the route at `pathname` renders (its layout too). Mirrors the routes of router.tsx. */
export function pagesFor(pathname: string, signedIn: boolean): PageName[] {
  if (pathname === '/login' || !signedIn) return ['signIn'];
  if (pathname === '/') return ['layout', 'sites'];
  if (/^\/recipients\/?$/.test(pathname)) return ['layout', 'recipientsAcrossSites'];
  if (/^\/sites\/[^/]+\/schedules\/new\/?$/.test(pathname)) return ['layout', 'create'];
  if (/^\/sites\/[^/]+\/schedules\/copy\/?$/.test(pathname)) return ['layout', 'copyMany'];
  if (/^\/sites\/[^/]+\/schedules\/[^/]+\/edit\/?$/.test(pathname)) return ['layout', 'edit'];
  const across = /^\/sites\/[^/]+\/schedules\/[^/]+\/(copy|copies)\/?$/.exec(pathname)?.[1];
  if (across) return ['layout', across === 'copy' ? 'copy' : 'copies'];
  if (/^\/sites\/[^/]+\/calendar\/?$/.test(pathname)) return ['layout', 'calendar'];
  if (/^\/sites\/[^/]+\/reports\/?$/.test(pathname)) return ['layout', 'reports'];
  if (/^\/sites\/[^/]+\/recipients\/?$/.test(pathname)) return ['layout', 'bulkRecipients'];
  if (listSiteIdOf(pathname) !== null) return ['layout', 'list'];
  return ['layout'];
}

/** The site whose list `pathname` shows, decoded and trimmed as `useParams` gives it; else null. */
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
