import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4, justifyContent: 'center' }}
    >
      {/* Turning only: the arc's growing and shrinking is redrawn on the main thread at every
          frame, which on a slow phone's cold load took a tenth of the main thread's time
          before the first rows (a turn is the compositor's). */}
      <CircularProgress size={24} disableShrink aria-hidden="true" />
      <span>{label}</span>
    </Box>
  );
}
