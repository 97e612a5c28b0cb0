/**
 * The sites this browser opened lately, newest first, so the picker can offer them again. They
 * are the signed-in user's: forgotten when someone else signs in or on sign-out
 * (src/lib/user-data.ts, wired in src/app/provider.tsx).
 */
const RECENT_SITES_KEY = 'report-scheduler.recent-sites';
const MAX_RECENT_SITES = 6;

export interface RecentSite {
  id: string;
  name?: string | undefined;
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

export function rememberSite(site: RecentSite): void {
  const others = readRecentSites().filter(
    (recent) => recent.id.toLowerCase() !== site.id.toLowerCase(),
  );
  try {
    window.localStorage.setItem(
      RECENT_SITES_KEY,
      JSON.stringify([site, ...others].slice(0, MAX_RECENT_SITES)),
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
