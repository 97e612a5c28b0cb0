import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Breadcrumbs } from '#src/components/breadcrumbs';
import { ButtonLink } from '#src/components/button';
import { PageHeading } from '#src/components/page-heading';
import type { SiteAccess } from '#src/features/schedules/api/get-site-access';
import { newSchedulePath } from '#src/features/schedules/schedule-paths';
import { siteLabel, siteTrail } from './site-trail';

/**
 * Where the list sits, the page's heading with the site, and "New schedule", or, for an account
 * that may only read, why there is none. `none`: the account may not even read the site (the
 * page says so below), so nothing is offered.
 */
export function SiteSchedulesHeading({
  siteId,
  siteName,
  access,
}: {
  siteId: string;
  siteName: string | undefined;
  access: SiteAccess | { kind: 'none' };
}) {
  return (
    <>
      <Breadcrumbs trail={siteTrail(siteId, siteName)} />

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PageHeading documentTitle={['Schedules', siteLabel(siteId, siteName)]}>
            Report schedules
          </PageHeading>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {siteName ? `${siteName} · ` : 'Site '}
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.9em' }}>
              {siteId}
            </Box>
          </Typography>
          {access.kind === 'read-only' ? (
            <Typography sx={{ mt: 1 }}>{access.reason}</Typography>
          ) : null}
        </Box>
        {access.kind === 'read-only' || access.kind === 'none' ? null : (
          <ButtonLink to={newSchedulePath(siteId)} variant="contained" sx={{ flexShrink: 0 }}>
            New schedule
          </ButtonLink>
        )}
      </Stack>
    </>
  );
}
