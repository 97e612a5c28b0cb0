import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '#src/components/breadcrumbs';
import { ButtonLink } from '#src/components/button';
import { PageHeading } from '#src/components/page-heading';
import { SiteIdentity } from '#src/components/site-identity';
import type { SiteAccess } from '#src/features/schedules/api/get-site-access';
import { newSchedulePath } from '#src/features/schedules/schedule-paths';
import { siteLabel, siteTrail } from './site-trail';
import { SiteViewSwitch, type SiteView } from './site-view-switch';

/** The last crumb names the view: each is beside the list, not a page below it. */
const VIEW_CRUMBS: Record<SiteView, string> = {
  list: 'Schedules',
  calendar: 'Run calendar',
  reports: 'Sent reports',
};

function trailOf(siteId: string, siteName: string | undefined, view: SiteView): Crumb[] {
  const trail = siteTrail(siteId, siteName);
  return [...trail.slice(0, -1), { label: VIEW_CRUMBS[view] }];
}

/** The page's heading, site name and ID, "New schedule" (or why not), the views, and `actions`. */
export function SiteSchedulesHeading({
  siteId,
  siteName,
  access,
  view = 'list',
  heading = 'Report schedules',
  pageTitle = 'Schedules',
  actions,
}: {
  siteId: string;
  siteName: string | undefined;
  access: SiteAccess | { kind: 'none' };
  /** Which view of the site's schedules this page is. */
  view?: SiteView;
  heading?: string;
  /** The page's name in the document title. */
  pageTitle?: string;
  /** More of what the page offers, on a line under the heading (the list's export and bulk change). */
  actions?: ReactNode;
}) {
  const canCreate = access.kind !== 'read-only' && access.kind !== 'none';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Breadcrumbs trail={trailOf(siteId, siteName, view)} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: { xs: 1, sm: 2 },
          rowGap: 0.25,
        }}
      >
        <PageHeading size="compact" documentTitle={[pageTitle, siteLabel(siteId, siteName)]}>
          {heading}
        </PageHeading>
        <SiteIdentity
          siteId={siteId}
          siteName={siteName}
          // Phones: a line of its own under the heading and the button.
          sx={{ order: { xs: 1, md: 0 }, flexBasis: { xs: '100%', md: 'auto' } }}
        />
        {canCreate ? (
          <ButtonLink
            to={newSchedulePath(siteId)}
            variant="contained"
            size="small"
            sx={{ flexShrink: 0, ml: 'auto' }}
          >
            New schedule
          </ButtonLink>
        ) : null}
      </Box>
      {/* The views on a line of their own, with the page's actions: beside the heading, three
          views and "New schedule" no longer fit one line at 1280 px. */}
      {access.kind !== 'none' || actions ? (
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1 }}
        >
          {access.kind === 'none' ? null : <SiteViewSwitch siteId={siteId} current={view} />}
          {actions ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              {actions}
            </Box>
          ) : null}
        </Box>
      ) : null}
      {access.kind === 'read-only' ? (
        <Typography variant="body2">{access.reason}</Typography>
      ) : null}
    </Box>
  );
}
