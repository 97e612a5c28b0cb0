/** The sites this browser opened lately, newest first; forgotten at sign-out (user-data.ts). */
/** Their localStorage key; end-to-end specs seed it to open a page with sites opened before. */
export const RECENT_SITES_KEY = 'report-scheduler.recent-sites';
const MAX_RECENT_SITES = 6;

export interface RecentSite {
  id: string;
  name?: string | undefined;
}

/** The name this browser remembers for a site, from an earlier visit. */
export function rememberedSiteName(siteId: string): string | undefined {
  const id = siteId.toLowerCase();
  return readRecentSites().find((site) => site.id.toLowerCase() === id)?.name;
}

export function readRecentSites(): RecentSite[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(RECENT_SITES_KEY) ?? '[]') as unknown;
    return Array.isArray(stored)
      ? stored
          .filter((site): site is RecentSite => typeof site?.id === 'string')
          .slice(0, MAX_RECENT_SITES)
      : [];
  } catch {
    return [];
  }
}

/** Puts the site first; a name learnt before is kept when this visit did not learn one. */
export function rememberSite(site: RecentSite): void {
  const id = site.id.toLowerCase();
  const recent = readRecentSites();
  const earlier = recent.find((each) => each.id.toLowerCase() === id);
  const others = recent.filter((each) => each !== earlier);
  const name = site.name ?? earlier?.name;
  try {
    window.localStorage.setItem(
      RECENT_SITES_KEY,
      JSON.stringify([{ id, ...(name ? { name } : {}) }, ...others].slice(0, MAX_RECENT_SITES)),
    );
  } catch {
    // Remembering is a convenience; a full or blocked storage just means no memory.
  }
}

export function forgetRecentSites(): void {
  try {
    window.localStorage.removeItem(RECENT_SITES_KEY);
  } catch {
    // No storage, nothing remembered.
  }
}
