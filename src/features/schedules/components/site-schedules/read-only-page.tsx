import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Alert } from '#src/components/alert';
import { Breadcrumbs, type Crumb } from '#src/components/breadcrumbs';
import { GuardedLink } from '#src/components/guarded-link';
import { SitePageHeading } from '#src/components/site-identity';
import { scheduleListPath } from '#src/features/schedules/schedule-paths';

/**
 * A form page (new, edit) for an account that may not write to the site: no form to fill in
 * only to be refused, but why, and the way back to the list.
 */
export function ReadOnlyPage({
  siteId,
  siteName,
  heading,
  documentTitle,
  trail,
  reason,
}: {
  siteId: string;
  siteName: string | undefined;
  heading: string;
  documentTitle: readonly string[];
  trail: readonly Crumb[];
  reason: string;
}) {
  return (
    <Stack spacing={3}>
      <Breadcrumbs trail={trail} />
      <SitePageHeading siteId={siteId} siteName={siteName} documentTitle={documentTitle}>
        {heading}
      </SitePageHeading>
      <Alert severity="info" role="note">
        {reason}
      </Alert>
      <Typography>
        <GuardedLink to={scheduleListPath(siteId)}>Back to the schedules</GuardedLink>
      </Typography>
    </Stack>
  );
}
