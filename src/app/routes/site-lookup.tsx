import { memo, useEffect } from 'react';
import { useSite, type SiteLookup } from '#src/features/sites/use-site';

/**
 * Looks the site up and reports each outcome. A chunk of its own, loaded beside the page rather
 * than before it (site-route.tsx): a site's schedules need only its ID, so the page's first rows
 * never wait for the platform's answer or its code.
 */
function SiteLookupReporter({
  siteId,
  onChange,
}: {
  siteId: string;
  onChange: (lookup: SiteLookup) => void;
}) {
  const lookup = useSite(siteId);
  useEffect(() => onChange(lookup), [lookup, onChange]);
  return null;
}

// Memo: it renders when its queries change, never because the page it reports to did (which
// would report again, and render the page again).
export default memo(SiteLookupReporter);
