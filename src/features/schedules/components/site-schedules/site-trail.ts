import type { Crumb } from '#src/components/breadcrumbs';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';

/** What names a site in breadcrumbs and tab titles: its name when known, else its ID. */
export function siteLabel(siteId: string, siteName: string | undefined): string {
  return siteName ?? siteId;
}

/** A site's breadcrumbs: "Sites › <site> › Schedules", then `page` below the list when given. */
export function siteTrail(siteId: string, siteName: string | undefined, page?: string): Crumb[] {
  const site: Crumb[] = [{ label: 'Sites', to: '/' }, { label: siteLabel(siteId, siteName) }];
  return page === undefined
    ? [...site, { label: 'Schedules' }]
    : [...site, { label: 'Schedules', to: scheduleListPath(siteId) }, { label: page }];
}
