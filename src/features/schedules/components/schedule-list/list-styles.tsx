import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';
import { memo } from 'react';
import { scheduleCardStyles } from './schedule-card-styles';

/*
 * The schedule list is drawn with plain elements and these class names, styled by one
 * stylesheet made from the theme when the list mounts. Built from MUI components (Stack, Card,
 * Typography, Button, Chip, Tooltip, Pagination: 40-odd styled components per card, each
 * re-serialising its styles on every render), a page of cards took most of the time between the
 * list response and the first rows, and again on every key typed into the search box; plain
 * elements cost a fraction of that. The rules copy what those components drew. The card's own
 * rules sit beside it (schedule-card-styles.ts); this file adds the page's and merges them.
 */

/** The page around the cards: Stack layouts, the controls' row, body1/body2 lines, the list. */
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
    '.schedule-cards': {
      listStyle: 'none',
      padding: 0,
      margin: 0,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(2),
      transition: 'opacity 150ms',
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

/** Small text and outlined buttons (MUI Button's look): the cards' Edit and Duplicate, and the
 * list's "Clear filters". */
function buttonStyles(theme: Theme) {
  const { palette, typography, shape } = theme;
  return {
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
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    '.schedule-button--outlined': {
      padding: '3px 9px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      '&:hover': { borderColor: palette.primary.main },
    },
  };
}

function listStyles(theme: Theme) {
  return {
    ...layoutStyles(theme),
    ...pagerStyles(theme),
    ...buttonStyles(theme),
    ...scheduleCardStyles(theme),
  };
}

/** The list's stylesheet; render once above the list. It never re-renders. */
export const ScheduleListStyles = memo(function ScheduleListStyles() {
  return <GlobalStyles styles={listStyles} />;
});
