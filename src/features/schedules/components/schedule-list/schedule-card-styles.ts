import { alpha, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '#src/components/visually-hidden';

/*
 * The rules for ScheduleCard and its RecipientsSummary and TemplateSummary. They go into the
 * list's one stylesheet (ScheduleListStyles, list-styles.tsx, which says why the card is plain
 * elements and class names); the card's Edit and Duplicate buttons are styled there too, as the
 * list's "Clear filters" button shares their look.
 */

/** Outlined card, h6 title, and the terms and body2 text of its details. */
function cardStyles(theme: Theme) {
  const { palette, typography, shape } = theme;
  const sm = theme.breakpoints.up('sm');
  const body2 = { ...typography.body2, margin: 0 };
  return {
    '.schedule-card': {
      display: 'block',
      boxSizing: 'border-box',
      padding: theme.spacing(2),
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      overflow: 'hidden',
      scrollMarginTop: 16,
      transition: 'background-color 600ms',
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      [sm]: { padding: theme.spacing(2.5) },
    },
    '.schedule-card--highlighted': {
      borderWidth: 2,
      borderColor: palette.success.main,
      backgroundColor: alpha(palette.success.main, 0.06),
    },
    '.schedule-card__head': {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      gap: theme.spacing(1.5),
      marginBottom: theme.spacing(2),
      [sm]: { flexDirection: 'row', alignItems: 'flex-start', gap: theme.spacing(2) },
    },
    '.schedule-card__heading': { minWidth: 0 },
    '.schedule-card__title': {
      ...typography.h6,
      margin: 0,
      fontSize: '1.1rem',
      lineHeight: 1.35,
      wordBreak: 'break-word',
    },
    '.schedule-card__actions': { display: 'flex', gap: theme.spacing(1), flexShrink: 0 },
    '.schedule-card__details': {
      display: 'grid',
      gridTemplateColumns: '1fr',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(0.25),
      margin: 0,
      '& > dt': { ...body2, fontWeight: 500 },
      // On a phone each term sits above its value; a little air between the pairs.
      '& > dd': { margin: 0, marginBottom: theme.spacing(1), minWidth: 0 },
      [sm]: {
        gridTemplateColumns: '8.5rem 1fr',
        rowGap: theme.spacing(1),
        '& > dd': { marginBottom: 0 },
      },
    },
    '.schedule-card__text': { ...body2, wordBreak: 'break-word' },
    '.schedule-card__secondary': { color: palette.text.secondary },
  };
}

/** The sections' small outlined chips, "Just saved", and the recipients' and template's parts. */
function cardContentStyles(theme: Theme) {
  const { palette, typography } = theme;
  const body2 = { ...typography.body2, margin: 0 };
  const chip = {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    maxWidth: '100%',
    height: 24,
    borderRadius: 16,
    fontFamily: typography.fontFamily,
    fontSize: typography.pxToRem(13),
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    color: palette.text.primary,
    border: `1px solid ${palette.grey[400]}`,
    backgroundColor: 'transparent',
  } as const;

  return {
    '.schedule-card__chips': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5) },
    '.schedule-card__chip': chip,
    '.schedule-card__chip > span': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      paddingLeft: 7,
      paddingRight: 7,
    },
    '.schedule-card__chip--saved': {
      border: 0,
      marginBottom: theme.spacing(0.5),
      color: palette.success.contrastText,
      backgroundColor: palette.success.main,
      '& > span': { paddingLeft: 8, paddingRight: 8 },
    },
    '.schedule-card__more': {
      ...body2,
      position: 'relative',
      padding: 0,
      border: 0,
      borderRadius: 0,
      backgroundColor: 'transparent',
      color: palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.primary.main, 0.4),
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'baseline',
      appearance: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': { textDecorationColor: 'inherit' },
    },
    '.schedule-card__everyone': { margin: 0, marginTop: theme.spacing(0.5), paddingLeft: 20 },
    '.schedule-card__template': {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      columnGap: theme.spacing(1),
      rowGap: theme.spacing(0.5),
    },
    '.schedule-card__swatch': {
      display: 'inline-block',
      boxSizing: 'border-box',
      width: 14,
      height: 14,
      borderRadius: '50%',
      border: `1px solid ${palette.divider}`,
      flexShrink: 0,
    },
    '.schedule-card__logo': { height: 20, maxWidth: 96, objectFit: 'contain' },
    '.schedule-card__hidden': visuallyHidden,
  };
}

/** Outlined card, h6 title, body2 text, small outlined chips and an underlined link button. */
export function scheduleCardStyles(theme: Theme) {
  return { ...cardStyles(theme), ...cardContentStyles(theme) };
}
