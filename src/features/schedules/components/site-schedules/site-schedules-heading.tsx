import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ButtonLink } from '#src/components/button';
import { PageHeading } from '#src/components/page-heading';
import { newSchedulePath } from '#src/features/schedules/schedule-paths';

/** The way back to the site picker, the page's heading with the site, and "New schedule". */
export function SiteSchedulesHeading({
  siteId,
  siteName,
}: {
  siteId: string;
  siteName: string | undefined;
}) {
  return (
    <>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to="/">
          Choose a site
        </Link>
        <Typography color="text.primary" aria-current="page" sx={{ wordBreak: 'break-all' }}>
          {siteName ?? siteId}
        </Typography>
      </Breadcrumbs>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PageHeading documentTitle={siteName ? `Report schedules · ${siteName}` : undefined}>
            Report schedules
          </PageHeading>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {siteName ? `${siteName} · ` : 'Site '}
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.9em' }}>
              {siteId}
            </Box>
          </Typography>
        </Box>
        <ButtonLink to={newSchedulePath(siteId)} variant="contained" sx={{ flexShrink: 0 }}>
          New schedule
        </ButtonLink>
      </Stack>
    </>
  );
}
