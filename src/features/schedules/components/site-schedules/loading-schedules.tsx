import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useSyncExternalStore } from 'react';
import { DownloadProgressBar } from '#src/components/download-progress-bar';
import { PageLoading } from '#src/components/page-loading';
import type { DownloadTracker } from '#src/lib/download-progress';

/** While the list loads; a long download (thousands of schedules) shows how far it has come. */
export function LoadingSchedules({ downloads }: { downloads: DownloadTracker }) {
  const progress = useSyncExternalStore(downloads.subscribe, downloads.getSnapshot);
  return (
    <Stack spacing={2}>
      <PageLoading label="Loading schedules…" />
      {progress ? <DownloadProgressBar label="Downloading schedules" progress={progress} /> : null}
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} variant="rounded" height={168} aria-hidden="true" />
      ))}
    </Stack>
  );
}
