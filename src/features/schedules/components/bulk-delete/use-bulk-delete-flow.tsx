import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Schedule } from '#src/domain/schemas';
import type { BulkDeleteRequest } from './bulk-delete-flow';

// Loaded when first asked for: the runner, its results and the re-creation stay out of the list.
const BulkDeleteFlow = lazy(() =>
  import('./bulk-delete-flow').then((module) => ({ default: module.BulkDeleteFlow })),
);

/** `ask(selected, onStart)` opens the bulk delete's confirmation; render `element` above the list. */
export function useBulkDeleteFlow(
  siteId: string,
  serviceTimeZone: string,
): { ask: (selected: readonly Schedule[], onStart: () => void) => void; element: ReactNode } {
  const [request, setRequest] = useState<BulkDeleteRequest>();
  return {
    ask: (selected, onStart) => setRequest({ selected, onStart }),
    // Kept once mounted: its runs and results outlive the confirmation.
    element: request ? (
      <Suspense fallback={null}>
        <BulkDeleteFlow siteId={siteId} serviceTimeZone={serviceTimeZone} request={request} />
      </Suspense>
    ) : null,
  };
}
