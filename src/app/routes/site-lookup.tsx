import { memo, useEffect } from 'react';
import { useSite, type SiteLookup } from '#src/features/sites/use-site';

/**
 * Looks the site up and reports each outcome (site-route.tsx). The page renders beside it, not
 * after it: a site's schedules need only its ID, so the first rows never wait for the platform's
 * answer. Its code comes with the page's chunks (src/server/vite-chunk-plan.ts), not as two more
 * requests.
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
