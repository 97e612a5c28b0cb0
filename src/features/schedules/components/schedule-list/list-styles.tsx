import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type Theme } from '@mui/material/styles';
import { memo } from 'react';
import { visuallyHidden } from '#src/components/visually-hidden';
import { scheduleCardStyles } from './schedule-card-styles';
import { scheduleTableStyles } from './schedule-table-styles';

/*
 * The schedule list is drawn with plain elements and these class names, styled by one
 * stylesheet made from the theme when the list mounts. Built from MUI components (Stack, Card,
 * Typography, Button, Chip, Tooltip, Pagination: 40-odd styled components per card, each
 * re-serialising its styles on every render), a page of cards took most of the time between the
 * list response and the first rows, and again on every key typed into the search box; plain
 * elements cost a fraction of that. The rules copy what those components drew. The table's and
 * the phone cards' own rules sit beside them (schedule-table-styles.ts,
 * schedule-card-styles.ts); this file adds the page's and merges them.
 */

/** The page around the rows: the controls' row, the summary line, the pages' line. */
function layoutStyles(theme: Theme) {
  const { typography } = theme;
  const sm = theme.breakpoints.up('sm');
  const md = theme.breakpoints.up('md');
  const inlineLabel = {
    flexDirection: 'row',
    alignItems: 'center',
    gap: theme.spacing(1),
    '& > label': { flexShrink: 0, whiteSpace: 'nowrap' },
  } as const;
  return {
    '.schedule-browser': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1) },
    '.schedule-controls': { margin: 0 },
    '.schedule-controls__row': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      [md]: { flexDirection: 'row', gap: theme.spacing(2) },
    },
    '.schedule-controls__search': { flex: 1 },
    // Cadence and sort side by side, on phones too: one row less above the schedules. In one
    // row with the search box, each select is as wide as its longest option, never cut short.
    '.schedule-controls__filters': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: theme.spacing(1),
      [sm]: { gap: theme.spacing(2) },
      [md]: { flex: 'none', gridTemplateColumns: 'auto auto' },
    },
    // Labels beside their fields rather than above, a line less: the search box's everywhere,
    // the selects' where the controls share one row (on phones they share it two by two).
    '.schedule-controls .schedule-controls__search': inlineLabel,
    '.schedule-controls .schedule-controls__select': {
      [md]: { ...inlineLabel, '& > select': { width: 'auto' } },
    },
    // Denser fields than a form's (40 px rather than 48), still easy to tap.
    '.schedule-controls input, .schedule-controls select': {
      minHeight: 40,
      paddingTop: 7,
      paddingBottom: 7,
    },
    '.schedule-browser__summary': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(0.5),
    },
    '.schedule-browser__count': { ...typography.body2, margin: 0, fontWeight: 500 },
    '.schedule-browser__note': { ...typography.body2, margin: 0 },
    '.schedule-browser__zone': {
      color: theme.palette.text.secondary,
      [md]: { marginLeft: 'auto' },
    },
    '.schedule-pages': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing(1),
      [md]: { flexDirection: 'row', justifyContent: 'space-between' },
    },
    // "Rows per page" beside its select, on the pages' line.
    '.schedule-pages .schedule-pages__size': {
      ...inlineLabel,
      width: 'auto',
      '& select': { ...typography.body2, minHeight: 36, paddingTop: 4, paddingBottom: 4 },
    },
  };
}

/** Small pieces shared by rows and cards: hidden words, cut text, the "Just saved" badge. */
function sharedStyles(theme: Theme) {
  const { palette, typography } = theme;
  return {
    '.schedule-list__hidden': visuallyHidden,
    '.schedule-list__secondary': { color: palette.text.secondary },
    '.schedule-list__clip': {
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '.schedule-list__saved': {
      display: 'inline-flex',
      alignItems: 'center',
      alignSelf: 'flex-start',
      height: 20,
      padding: '0 8px',
      marginRight: theme.spacing(0.5),
      borderRadius: 10,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(12),
      fontWeight: 500,
      verticalAlign: 'middle',
      color: palette.success.contrastText,
      backgroundColor: palette.success.main,
    },
    '.schedule-actions': {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: theme.spacing(0.5),
      flexShrink: 0,
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

/** Small text and outlined buttons (MUI Button's look): the rows' and cards' Edit and
 * Duplicate, and the list's "Clear filters". */
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
      // Sentence case: "Edit", "Duplicate". Capitals crowd a row and are slower to read.
      textTransform: 'none',
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
    '.schedule-button--icon': { minWidth: 32 },
    // What an icon does, in words, on hover and on keyboard focus (a title shows on hover only,
    // late). Above the button, its right edge on the button's: the table's frame clips anything
    // past its right side, and above the first row is the header row.
    '.schedule-button[data-tooltip]::after': {
      content: 'attr(data-tooltip)',
      position: 'absolute',
      right: 0,
      bottom: 'calc(100% + 4px)',
      zIndex: 1,
      padding: '2px 8px',
      borderRadius: 4,
      whiteSpace: 'nowrap',
      ...typography.caption,
      textTransform: 'none',
      color: palette.common.white,
      backgroundColor: alpha(palette.grey[900], 0.92),
      pointerEvents: 'none',
      opacity: 0,
      transition: theme.transitions.create('opacity', {
        duration: theme.transitions.duration.shortest,
      }),
    },
    '.schedule-button[data-tooltip]:hover::after, .schedule-button[data-tooltip]:focus-visible::after':
      { opacity: 1 },
    '.schedule-button--danger': {
      color: palette.error.main,
      '&:hover': { backgroundColor: alpha(palette.error.main, palette.action.hoverOpacity) },
      '&:focus-visible': { outlineColor: palette.error.main },
    },
  };
}

function listStyles(theme: Theme) {
  return {
    ...layoutStyles(theme),
    ...pagerStyles(theme),
    ...buttonStyles(theme),
    ...sharedStyles(theme),
    ...scheduleTableStyles(theme),
    ...scheduleCardStyles(theme),
  };
}

/** The list's stylesheet; render once above the list. It never re-renders. */
export const ScheduleListStyles = memo(function ScheduleListStyles() {
  return <GlobalStyles styles={listStyles} />;
});
