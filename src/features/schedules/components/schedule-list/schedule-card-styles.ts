import { alpha, type Theme } from '@mui/material/styles';

/*
 * The rules of ScheduleCard, the phones' compact card: four short lines (title, cadence, next
 * run, recipients and template beside Edit and Duplicate), about 110 px, so a phone shows
 * several at once. They go into the list's one stylesheet (ScheduleListStyles, list-styles.tsx,
 * which says why the list is plain elements and class names).
 */
export function scheduleCardStyles(theme: Theme) {
  const { palette, typography, shape } = theme;
  const body2 = { ...typography.body2, margin: 0 };
  return {
    '.schedule-cards': {
      listStyle: 'none',
      padding: 0,
      margin: 0,
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: theme.spacing(1),
      // Tablets: two cards side by side.
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
    '.schedule-card': {
      display: 'flex',
      flexDirection: 'column',
      gap: 2,
      boxSizing: 'border-box',
      height: '100%',
      padding: '10px 12px',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      scrollMarginTop: 16,
      transition: 'background-color 600ms',
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    '.schedule-card--highlighted': {
      borderColor: palette.success.main,
      boxShadow: `inset 0 0 0 1px ${palette.success.main}`,
      backgroundColor: alpha(palette.success.main, 0.06),
    },
    '.schedule-card__title': {
      ...typography.subtitle1,
      margin: 0,
      fontWeight: 600,
      lineHeight: 1.35,
      overflowWrap: 'anywhere',
    },
    '.schedule-card__line': { ...body2, overflowWrap: 'anywhere' },
    '.schedule-card__foot': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
      marginTop: 2,
      '& > p': { minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
      '& .schedule-button': { minWidth: 0, padding: '2px 8px' },
      '& .schedule-button--outlined': { padding: '1px 9px' },
    },
  };
}
