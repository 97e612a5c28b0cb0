import { BulkRecipients } from '#src/features/schedules/components/bulk-recipients/bulk-recipients';
import { NotFound } from '#src/components/not-found';
import { SiteRoute } from './site-route';

/** `/sites/:siteId/recipients`: replace, remove or add a recipient across a site's schedules. */
export default function BulkRecipientsPage() {
  return (
    <SiteRoute>
      {({ siteId, siteName }) => (
        <BulkRecipients
          // A new site starts afresh: no run, no search meant for another site.
          key={siteId.toLowerCase()}
          siteId={siteId}
          siteName={siteName}
          renderNotFound={(message) => <NotFound message={message} />}
        />
      )}
    </SiteRoute>
  );
}
