import { useParams } from 'react-router';
import { isUuid } from '#src/domain/ids';
import { BulkRecipients } from '#src/features/schedules/components/bulk-recipients/bulk-recipients';
import { useSiteName } from '#src/features/sites/use-site-name';
import { NotFound } from './not-found';

/** `/sites/:siteId/recipients`: replace, remove or add a recipient across a site's schedules. */
export default function BulkRecipientsPage() {
  const { siteId: param = '' } = useParams();
  const siteId = param.trim();
  const siteName = useSiteName(siteId);
  if (!isUuid(siteId)) {
    return (
      <NotFound
        message={`“${param}” is not a site ID. A site ID is a UUID, such as 0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10.`}
      />
    );
  }
  return (
    <BulkRecipients
      // A new site starts afresh: no run, no search meant for another site.
      key={siteId.toLowerCase()}
      siteId={siteId}
      siteName={siteName}
      renderNotFound={(message) => <NotFound message={message} />}
    />
  );
}
