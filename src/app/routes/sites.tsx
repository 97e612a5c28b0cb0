import { scheduleListPath } from '#src/features/schedules/schedule-paths';
import { SitesPage } from '#src/features/sites/components/sites-page';

/** `/`, `?q=…&by=account|group`: the Sites page, the landing page after sign-in. */
export default function SitesRoutePage() {
  return <SitesPage sitePath={scheduleListPath} />;
}
