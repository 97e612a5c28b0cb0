import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSyncExternalStore } from 'react';
import { DownloadProgressBar } from '#src/components/download-progress-bar';
import { PageLoading } from '#src/components/page-loading';
import { CARD_HEIGHT_PX, ROW_HEIGHT_PX } from '#src/components/tokens';
import type { DownloadTracker } from '#src/lib/http/download-progress';

/** Placeholders of the rows to come: the table's header and ten rows, or on phones four cards. */
const TABLE_SKELETON_ROWS = 11;
const CARD_SKELETONS = 4;

/** Placeholders shaped as the list to come, so the page does not jump; long downloads show progress. */
export function LoadingSchedules({
  downloads,
  placeholders = true,
}: {
  downloads: DownloadTracker;
  /** False on a page that shows no list of rows when they come (the bulk change). */
  placeholders?: boolean;
}) {
  const progress = useSyncExternalStore(downloads.subscribe, downloads.getSnapshot);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Stack spacing={2}>
      <PageLoading label="Loading schedules…" />
      {progress ? <DownloadProgressBar label="Downloading schedules" progress={progress} /> : null}
      {placeholders ? <RowPlaceholders narrow={narrow} /> : null}
    </Stack>
  );
}

function RowPlaceholders({ narrow }: { narrow: boolean }) {
  return (
    <Stack spacing={narrow ? 1 : 0} aria-hidden="true" data-testid="list-skeleton">
      {Array.from({ length: narrow ? CARD_SKELETONS : TABLE_SKELETON_ROWS }, (_, index) => (
        <Skeleton
          key={index}
          variant={narrow ? 'rounded' : 'rectangular'}
          height={narrow ? CARD_HEIGHT_PX : ROW_HEIGHT_PX}
          sx={narrow ? undefined : { borderBottom: 1, borderColor: 'background.paper' }}
        />
      ))}
    </Stack>
  );
}
