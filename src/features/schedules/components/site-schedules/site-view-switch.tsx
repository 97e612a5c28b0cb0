import Box from '@mui/material/Box';
import { ButtonLink } from '#src/components/button';
import {
  scheduleListPath,
  siteCalendarPath,
  siteReportsPath,
} from '#src/features/schedules/schedule-paths';

export type SiteView = 'list' | 'calendar' | 'reports';

/** The site's views side by side: links, not tabs, as each is a page with its own address. */
export function SiteViewSwitch({ siteId, current }: { siteId: string; current: SiteView }) {
  const views: { view: SiteView; label: string; to: string }[] = [
    { view: 'list', label: 'List', to: scheduleListPath(siteId) },
    { view: 'calendar', label: 'Calendar', to: siteCalendarPath(siteId) },
    { view: 'reports', label: 'Sent reports', to: siteReportsPath(siteId) },
  ];
  return (
    <Box
      component="nav"
      aria-label="Views of the schedules"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {views.map(({ view, label, to }) => (
        <ButtonLink
          key={view}
          to={to}
          size="small"
          variant={view === current ? 'contained' : 'outlined'}
          aria-current={view === current ? 'page' : undefined}
        >
          {label}
        </ButtonLink>
      ))}
    </Box>
  );
}
