import { memo, useEffect } from 'react';
import { useSite, type SiteLookup } from '#src/features/sites/use-site';

/**
 * Looks the site up and reports each outcome (site-route.tsx). The page renders beside it, as a
 * site's schedules need only its ID; its code comes with the page's chunks.
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

// Memo: rendered by its queries, never by the page it reports to (which would report again).
export default memo(SiteLookupReporter);
