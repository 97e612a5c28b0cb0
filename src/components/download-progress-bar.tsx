import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  describeDownload,
  downloadPercent,
  type DownloadProgress,
} from '#src/lib/http/download-progress';

/** A download's progress; not a live region, which would announce every piece of the body. */
export function DownloadProgressBar({
  label,
  progress,
}: {
  label: string;
  progress: DownloadProgress;
}) {
  const percent = downloadPercent(progress);
  const description = describeDownload(progress);
  return (
    <Box sx={{ px: { xs: 2, sm: 4 } }}>
      <LinearProgress
        aria-label={label}
        aria-valuetext={description}
        {...(percent === undefined
          ? { variant: 'indeterminate' }
          : { variant: 'determinate', value: percent })}
      />
      <Typography
        aria-hidden="true"
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1, textAlign: 'center' }}
      >
        {description}
      </Typography>
    </Box>
  );
}
