import {
  editSchedulePath,
  notSentSchedulesPath,
  scheduleListPath,
} from '#src/features/schedules/schedule-paths';
import { SitesPage } from '#src/features/sites/components/sites-page';

/** `/?q=…&by=…&reports=…&upcoming=…`: the Sites page, the landing page after sign-in. */
export default function SitesRoutePage() {
  return (
    <SitesPage
      sitePath={scheduleListPath}
      editPath={editSchedulePath}
      notSentPath={notSentSchedulesPath}
    />
  );
}
