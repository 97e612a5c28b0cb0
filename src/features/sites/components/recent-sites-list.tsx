import Link from '@mui/material/Link';
import { styled } from '@mui/material/styles';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { readRecentSites } from '#src/features/sites/recent-sites';
import type { SiteRow } from '#src/features/sites/site-directory-view';

/** Focus ring and its offset: the room a link's ring needs inside the clipped line. */
const RING_ROOM = 4;

// One line, so that the sites below start high: a long name is cut (whole on hover, and to screen
// readers), and what does not fit scrolls sideways rather than wrapping or hiding a link.
const Root = styled('section')(({ theme }) => ({
  display: 'flex',
  alignItems: 'baseline',
  columnGap: theme.spacing(2),
  minWidth: 0,
  '.recent-sites__heading': {
    ...theme.typography.subtitle2,
    flex: 'none',
    margin: 0,
    whiteSpace: 'nowrap',
  },
  '.recent-sites__list': {
    ...theme.typography.body2,
    display: 'flex',
    columnGap: theme.spacing(3),
    minWidth: 0,
    margin: -RING_ROOM,
    padding: RING_ROOM,
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    listStyle: 'none',
    '& > li': { flex: 'none', whiteSpace: 'nowrap' },
  },
  '.recent-sites__link': {
    display: 'block',
    maxWidth: '16em',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
}));

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
    <Root aria-labelledby="recent-sites-heading">
      <h2 id="recent-sites-heading" className="recent-sites__heading">
        Recently opened
      </h2>
      <ul className="recent-sites__list">
        {recent.map((site) => {
          const name = byId.get(site.id.toLowerCase())?.name ?? site.name ?? site.id;
          return (
            <li key={site.id}>
              <Link
                component={RouterLink}
                to={sitePath(site.id)}
                className="recent-sites__link"
                title={name}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </Root>
  );
});
