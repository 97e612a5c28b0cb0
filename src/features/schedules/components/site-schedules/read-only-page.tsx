import Typography from '@mui/material/Typography';
import { Alert } from '#src/components/alert';
import { GuardedLink } from '#src/components/guarded-link';
import { SitePage, type SitePageFrame } from '#src/components/site-page';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';

/** A form page for an account that may not write: why, and the way back, instead of the form. */
export function ReadOnlyPage({ reason, ...frame }: SitePageFrame & { reason: string }) {
  return (
    <SitePage {...frame}>
      <Alert severity="info" role="note">
        {reason}
      </Alert>
      <Typography>
        <GuardedLink to={scheduleListPath(frame.siteId)}>Back to the schedules</GuardedLink>
      </Typography>
    </SitePage>
  );
}
