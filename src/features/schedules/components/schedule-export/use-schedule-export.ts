import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Schedule } from '#src/domain/schemas';
import { useTemplateQueryOptions } from '#src/features/schedules/api/get-templates';
import { useStableCallback } from '#src/lib/hooks/use-stable-callback';
import { useApiClient } from '#src/lib/http/api-client-context';
import { sectionCatalogueOptions } from '#src/lib/site-reports/sections';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import type { ExportNotice, ExportRequest } from './export-files';

/** Exports a site's schedules as files; the writers (export-files.ts) load on first use. */
export function useScheduleExport(
  siteId: string,
  siteName: string | undefined,
  schedules: readonly Schedule[],
) {
  const zones = useCalendarZones();
  const queryClient = useQueryClient();
  const api = useApiClient();
  const templates = useTemplateQueryOptions();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ExportNotice>();
  const running = useRef(false);

  const exportFile = useStableCallback(async (request: ExportRequest) => {
    // One file at a time: a second click while a big site's file is made is not a second file.
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setNotice(undefined);
    try {
      const { exportSchedules } = await import('./export-files');
      const context = { siteId, siteName, zones, now: new Date() };
      // No retries: a user waits, and the file works without names. Catalogue read only here.
      const load = {
        templates: () => queryClient.fetchQuery({ ...templates, retry: false }),
        catalogue: () => queryClient.fetchQuery({ ...sectionCatalogueOptions(api), retry: false }),
      };
      setNotice(await exportSchedules(request, schedules, context, load));
    } catch {
      setNotice({
        severity: 'error',
        text: 'The file could not be made. Check your connection and try again.',
      });
    } finally {
      running.current = false;
      setBusy(false);
    }
  });

  return {
    exportFile: (request: ExportRequest) => void exportFile(request),
    /** For the rows, through AddToCalendarContext: one function for the page's life. */
    addToCalendar: useStableCallback((uuid: string) => {
      void exportFile({ kind: 'schedule-calendar', uuid });
    }),
    busy,
    notice,
    dismissNotice: () => setNotice(undefined),
  };
}
