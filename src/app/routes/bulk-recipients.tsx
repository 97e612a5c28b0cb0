import { useLocation } from 'react-router';
import { BulkRecipients } from '#src/features/schedules/components/bulk-recipients/bulk-recipients';
import { NotFound } from '#src/components/not-found';
import { readSelectedSchedules } from '#src/features/schedules/schedule-paths';
import { SiteRoute } from './site-route';

/**
 * `/sites/:siteId/recipients`: replace, remove or add a recipient across a site's schedules,
 * or across those selected on the list (location state, `selectedSchedulesState`).
 */
export default function BulkRecipientsPage() {
  const selected = readSelectedSchedules(useLocation().state);
  return (
    <SiteRoute>
      {({ siteId, siteName }) => (
        <BulkRecipients
          // A new site, or all its schedules instead of a selection, starts afresh: no run, no
          // search meant for other schedules.
          key={`${siteId.toLowerCase()} ${selected ? 'selection' : 'site'}`}
          siteId={siteId}
          siteName={siteName}
          selected={selected}
          renderNotFound={(message) => <NotFound message={message} />}
        />
      )}
    </SiteRoute>
  );
}
