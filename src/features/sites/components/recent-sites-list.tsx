import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { readRecentSites } from '#src/features/sites/recent-sites';
import type { SiteRow } from '#src/features/sites/site-directory-view';

/** The sites opened lately, by the directory's name (a rename shows), else the remembered one. */
export const RecentSites = memo(function RecentSites({
  sitePath,
  sites,
}: {
  sitePath: (siteId: string) => string;
  sites?: readonly SiteRow[];
}) {
  const [recent] = useState(readRecentSites);
  if (recent.length === 0) return null;
  const byId = new Map(sites?.map((site) => [site.id.toLowerCase(), site]));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="recent-sites-heading"
      sx={{ px: 2, py: 1.5 }}
    >
      <Typography id="recent-sites-heading" variant="subtitle2" component="h2">
        Recently opened
      </Typography>
      <Typography
        component="ul"
        variant="body2"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          mt: 0.5,
          p: 0,
          listStyle: 'none',
        }}
      >
        {recent.map((site) => {
          const name = byId.get(site.id.toLowerCase())?.name ?? site.name;
          return (
            <li key={site.id}>
              <Link component={RouterLink} to={sitePath(site.id)}>
                {name ?? site.id}
              </Link>
            </li>
          );
        })}
      </Typography>
    </Paper>
  );
});
