import { alpha, type Theme } from '@mui/material/styles';

/*
 * The rules of ScheduleCard, the phones' compact card: four lines that never wrap (title,
 * cadence, next run and recipients, template beside Edit and Duplicate), about 100 px, so a
 * 812 px phone shows four at once. They go into the list's one stylesheet (ScheduleListStyles, list-styles.tsx,
 * which says why the list is plain elements and class names).
 */
export function scheduleCardStyles(theme: Theme) {
  const { palette, typography, shape } = theme;
  const body2 = { ...typography.body2, margin: 0 };
  // Cut short with "…"; the element keeps the whole text for screen readers.
  const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;
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
      boxSizing: 'border-box',
      height: '100%',
      padding: '8px 12px',
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
      ...oneLine,
      margin: 0,
      fontWeight: 600,
      lineHeight: '22px',
    },
    '.schedule-card__line': { ...body2, ...oneLine, lineHeight: '20px' },
    '.schedule-card__foot': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
      '& > p': { minWidth: 0 },
      // Buttons of 24 px: as small as a touch target may be (WCAG 2.2, 2.5.8).
      '& .schedule-button': { minWidth: 0, padding: '2px 8px', lineHeight: '20px' },
      '& .schedule-button--outlined': { padding: '1px 9px' },
    },
  };
}

/** A card's height in px, about: four lines of text and its padding. */
export const CARD_HEIGHT_PX = 100;
