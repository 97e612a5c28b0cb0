import { useEnvironment } from '#src/lib/environment-context';
import { readRecentSites } from './recent-sites';

/** A human name for a site when one is known (demo sites, remembered sites), else undefined. */
export function useSiteName(siteId: string | undefined): string | undefined {
  const { demo } = useEnvironment();
  if (!siteId) return undefined;
  const id = siteId.toLowerCase();
  return (
    demo?.sites.find((site) => site.id.toLowerCase() === id)?.name ??
    readRecentSites().find((site) => site.id.toLowerCase() === id)?.name
  );
}
