import { styled } from '@mui/material/styles';
import { Fragment } from 'react';
import type { To } from 'react-router';
import { GuardedLink } from './guarded-link';

export interface Crumb {
  label: string;
  /** Where the crumb leads; the last crumb (the page itself) never leads anywhere. */
  to?: To;
}

/*
 * MUI's Breadcrumbs look on plain elements: MUI's brings ButtonBase for its collapsed items,
 * which the form pages' bundle budget cannot afford (docs/performance.md).
 */
const Trail = styled('ol')(({ theme }) => ({
  ...theme.typography.body1,
  color: theme.palette.text.secondary,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': { overflowWrap: 'anywhere' },
  '& > li[aria-hidden]': { marginInline: theme.spacing(1), userSelect: 'none' },
  '& [aria-current="page"]': { color: theme.palette.text.primary },
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
              <li>
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
