import { styled } from '@mui/material/styles';
import { Fragment } from 'react';
import type { To } from 'react-router';
import { GuardedLink } from './guarded-link';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (the page itself) never leads anywhere. */
  to?: To;
}

// MUI's Breadcrumbs look on plain elements: MUI's own brings ButtonBase (docs/performance.md).
const Trail = styled('ol')(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Cut short (whole in its title) so that the trail stays one line on a phone. The padding
  // keeps a link's focus outline inside the clipped box.
  '& > li': {
    maxWidth: '100%',
    padding: 2,
    boxSizing: 'border-box',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& > li:not(:last-child)': { maxWidth: '12em' },
  '& > li[aria-hidden]': { marginInline: theme.spacing(0.5), userSelect: 'none' },
  '& [aria-current="page"]': { color: (theme.vars ?? theme).palette.text.primary },
}));

/** Where the page sits in the app, from the site picker down; links ask before a form is left. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Trail>
        {trail.map((crumb, index) => {
          const here = index === trail.length - 1;
          return (
            <Fragment key={index}>
              {index > 0 ? <li aria-hidden="true">›</li> : null}
              <li title={crumb.label}>
                {here ? (
                  <span aria-current="page">{crumb.label}</span>
                ) : crumb.to !== undefined ? (
                  <GuardedLink to={crumb.to}>{crumb.label}</GuardedLink>
                ) : (
                  crumb.label
                )}
              </li>
            </Fragment>
          );
        })}
      </Trail>
    </nav>
  );
}
