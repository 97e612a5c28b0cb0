import type { Theme } from '@mui/material/styles';

// The Sites page's portfolio sections (Coming up, Delivery in the last 30 days) share their look:
// a line with the heading, its words and its Show button, and lists of runs, a row per run.
// Each section names its classes by its own block (`coming-up__bar`, `not-sent-day__run`).

/** The section's line: on a phone the heading and its button on one line, the words below. */
export function sectionBarStyles(theme: Theme, block: string) {
  const { typography, breakpoints } = theme;
  const md = breakpoints.up('md');
  return {
    [`.${block}__bar`]: {
      display: 'flex',
      alignItems: 'baseline',
      flexWrap: 'wrap',
      gap: theme.spacing(1.5),
    },
    [`.${block}__heading`]: { ...typography.subtitle1, fontWeight: 500, margin: 0 },
    [`.${block}__summary`]: {
      ...typography.body2,
      order: 3,
      flexBasis: '100%',
      [md]: { order: 2, flexBasis: 'auto' },
    },
    [`.${block}__toggle`]: { order: 2, marginLeft: 'auto', [md]: { order: 3, marginLeft: 0 } },
  } as const;
}

/**
 * A list of runs, a row each: its time, then `columns` (CSS grid tracks) on a wide screen; on a
 * phone the time, one column with the parts named in `stacked`, and the last (the Edit link).
 */
export function runRowStyles(
  theme: Theme,
  block: string,
  { columns, stacked }: { columns: string; stacked: readonly string[] },
) {
  const { typography, spacing, breakpoints } = theme;
  const palette = (theme.vars ?? theme).palette;
  return {
    [`.${block}__runs`]: { margin: 0, padding: 0, listStyle: 'none' },
    [`.${block}__run`]: {
      ...typography.body2,
      display: 'grid',
      gridTemplateColumns: `88px ${columns} auto`,
      gap: spacing(1),
      alignItems: 'baseline',
      padding: spacing(0.5, 1),
      borderBottom: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      '& > *': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      [breakpoints.down('md')]: {
        gridTemplateColumns: '72px minmax(0, 1fr) auto',
        [stacked.map((part) => `& .${block}__${part}`).join(', ')]: { gridColumn: '2 / 3' },
      },
    },
    [`.${block}__title`]: { fontWeight: 500 },
    // The lists' link, at the row's weight.
    [`.${block}__link`]: { ...theme.mixins.textLink, fontWeight: 'inherit' },
  };
}
