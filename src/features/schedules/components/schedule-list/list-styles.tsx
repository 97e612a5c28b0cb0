import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '#src/components/visually-hidden';
import { memo } from 'react';

/*
 * The schedule list is drawn with plain elements and these class names, styled by one
 * stylesheet made from the theme when the list mounts. Built from MUI components (Stack, Card,
 * Typography, Button, Chip, Tooltip, Pagination: 40-odd styled components per card, each
 * re-serialising its styles on every render), a page of cards took most of the time between the
 * list response and the first rows, and again on every key typed into the search box; plain
 * elements cost a fraction of that. The rules copy what those components drew.
 */

/** The page around the cards: Stack layouts, the controls' row, body1/body2 lines. */
function layoutStyles(theme: Theme) {
  const { typography } = theme;
  const sm = theme.breakpoints.up('sm');
  const md = theme.breakpoints.up('md');
  return {
    '.schedule-browser': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
    '.schedule-controls': { margin: 0 },
    '.schedule-controls__row': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(2),
      [md]: { flexDirection: 'row' },
    },
    '.schedule-controls__search': { flex: 2 },
    '.schedule-controls__filters': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(2),
      [sm]: { flexDirection: 'row' },
      [md]: { flex: 1.6 },
    },
    '.schedule-controls__select': { flex: 1 },
    '.schedule-browser__summary': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(2),
    },
    '.schedule-browser__count': { ...typography.body1, margin: 0, fontWeight: 500 },
    '.schedule-browser__note': { ...typography.body2, margin: 0 },
    '.schedule-browser__pages': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing(1),
      paddingTop: theme.spacing(1),
    },
  };
}

/** The page links: MUI PaginationItem's text, circular, medium, primary look. */
function pagerStyles(theme: Theme) {
  const { palette, typography } = theme;
  const item = {
    ...typography.body2,
    boxSizing: 'border-box',
    minWidth: 32,
    height: 32,
    padding: '0 6px',
    margin: '0 3px',
    borderRadius: 16,
    textAlign: 'center',
    color: palette.text.primary,
  } as const;
  return {
    '.schedule-pager__items': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      padding: 0,
      margin: 0,
      listStyle: 'none',
    },
    '.schedule-pager__item': {
      ...item,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      outline: 0,
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create(['color', 'background-color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': {
        backgroundColor: palette.action.focus,
        outline: `2px solid ${palette.primary.main}`,
        outlineOffset: 2,
      },
      '&[aria-current="page"]': {
        color: palette.primary.contrastText,
        backgroundColor: palette.primary.main,
        '&:hover, &:focus-visible': { backgroundColor: palette.primary.dark },
      },
      '&[aria-disabled="true"]': {
        opacity: palette.action.disabledOpacity,
        pointerEvents: 'none',
        cursor: 'default',
      },
      '& > svg': {
        width: '1em',
        height: '1em',
        margin: '0 -8px',
        flexShrink: 0,
        fontSize: typography.pxToRem(20),
        fill: 'currentColor',
      },
    },
    '.schedule-pager__ellipsis': item,
  };
}

/** The cards: outlined card, h6 title, small outlined and text buttons, body2 text, small
 * outlined chips and an underlined link button. */
function cardStyles(theme: Theme) {
  const { palette, typography, shape } = theme;
  const sm = theme.breakpoints.up('sm');
  const focusRing = {
    outline: `2px solid ${palette.primary.main}`,
    outlineOffset: 2,
  };
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
    '.schedule-cards': {
      listStyle: 'none',
      padding: 0,
      margin: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(2),
      transition: 'opacity 150ms',
    },
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
      '&:focus-visible': focusRing,
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
    '.schedule-button': {
      ...typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      position: 'relative',
      minWidth: 64,
      margin: 0,
      padding: '4px 5px',
      backgroundColor: 'transparent',
      fontSize: typography.pxToRem(13),
      color: palette.primary.main,
      textDecoration: 'none',
      border: 0,
      borderRadius: shape.borderRadius,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create(['background-color', 'border-color', 'color'], {
        duration: theme.transitions.duration.short,
      }),
      '&:hover': {
        backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
      },
      '&:focus-visible': focusRing,
    },
    '.schedule-button--outlined': {
      padding: '3px 9px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      '&:hover': { borderColor: palette.primary.main },
    },
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

function listStyles(theme: Theme) {
  return { ...layoutStyles(theme), ...pagerStyles(theme), ...cardStyles(theme) };
}

/** The list's stylesheet; render once above the list. It never re-renders. */
export const ScheduleListStyles = memo(function ScheduleListStyles() {
  return <GlobalStyles styles={listStyles} />;
});
