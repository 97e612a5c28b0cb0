import { alpha, lighten, styled, type Theme } from '@mui/material/styles';
import { visuallyHidden } from '#src/components/visually-hidden';

/*
 * The Sent reports page's rows, cards, recipients, download cells and page links: plain
 * elements under one styled root, as the Sites page's table and the schedule list's are (a
 * styled component per cell costs a multiple of this on every key typed into the search). The
 * looks copy MUI's small Table, its Pagination items and its text Button.
 */
const focusRing = (theme: Theme) => ({
  outline: `2px solid ${theme.palette.primary.main}`,
  outlineOffset: 2,
});

/** The page around the reports: the controls, the summary line, the pages' line. */
function layoutStyles(theme: Theme) {
  const { palette, typography, shape } = theme;
  const md = theme.breakpoints.up('md');
  return {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    '.report-hidden': visuallyHidden,
    '.report-muted': { color: palette.text.secondary },
    // The search and the filter: one row on wide screens, their labels above them.
    '.report-controls': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      margin: 0,
      [md]: { flexDirection: 'row', alignItems: 'flex-start', gap: theme.spacing(2) },
    },
    '.report-controls__search': { flex: 1 },
    '.report-controls__likely': { [md]: { flex: '0 1 360px', minWidth: 0 } },
    '.report-summary': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(0.5),
    },
    '.report-summary__count': { ...typography.body2, margin: 0, fontWeight: 500 },
    '.report-summary__zone': {
      ...typography.body2,
      margin: 0,
      color: palette.text.secondary,
      [md]: { marginLeft: 'auto' },
    },
    '.report-button': {
      ...typography.button,
      fontSize: typography.pxToRem(13),
      padding: '4px 5px',
      margin: 0,
      border: 0,
      borderRadius: shape.borderRadius,
      background: 'transparent',
      color: palette.primary.main,
      cursor: 'pointer',
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
      '&:focus-visible': focusRing(theme),
    },
    '.report-pages': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing(1),
      [md]: { flexDirection: 'row', justifyContent: 'space-between' },
    },
    '.report-pages__range': { ...typography.body2, margin: 0 },
  } as const;
}

/** The table (MUI's small Table look, a row one or two lines) and the phones' cards. */
function itemStyles(theme: Theme) {
  const { palette, typography, shape } = theme;
  const rule = `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`;
  return {
    '.report-table__frame': {
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.background.paper,
    },
    '.report-table': {
      ...typography.body2,
      width: '100%',
      tableLayout: 'fixed',
      borderCollapse: 'collapse',
      color: palette.text.primary,
      '& th, & td': {
        padding: '6px 8px',
        lineHeight: '20px',
        textAlign: 'left',
        verticalAlign: 'top',
        borderBottom: rule,
        overflowWrap: 'anywhere',
      },
      '& tr > :first-child': { paddingLeft: 16 },
      '& tr > :last-child': { paddingRight: 16 },
      '& thead th': { fontWeight: 500, whiteSpace: 'nowrap' },
      '& tbody th': { fontWeight: 500 },
      '& tbody tr:last-child > *': { borderBottom: 0 },
      '& tbody tr:hover': { backgroundColor: palette.action.hover },
    },
    '.report-table__period': { width: '24%' },
    '.report-table__generated': { width: '14%' },
    '.report-table__recipients': { width: '27%' },
    '.report-table__download': { width: 124 },
    '.report-table__time': { display: 'block' },
    '.report-cards': { margin: 0, padding: 0, listStyle: 'none' },
    '.report-card': {
      ...typography.body2,
      display: 'grid',
      gap: 2,
      padding: theme.spacing(1, 1.5),
      borderBottom: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      '& > *': { margin: 0, overflowWrap: 'anywhere' },
    },
    '.report-card__title': { ...typography.subtitle2, fontWeight: 600, margin: 0 },
  } as const;
}

/** Within a report: its recipients, its PDF link, or the warning that stands for it. */
function cellStyles(theme: Theme) {
  const { palette, typography, shape } = theme;
  return {
    // An address a line, the last one shown sharing its line with "+2 more".
    '.report-recipients': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: 4,
      alignItems: 'baseline',
    },
    '.report-recipients__email': {
      gridColumn: '1 / -1',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '.report-recipients__email--last': { gridColumn: '1' },
    '.report-recipients__more': {
      ...typography.body2,
      justifySelf: 'start',
      padding: '0 4px',
      margin: 0,
      border: 0,
      borderRadius: shape.borderRadius,
      background: 'transparent',
      color: palette.primary.main,
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': focusRing(theme),
    },
    '.report-recipients__everyone': { margin: theme.spacing(0.5, 0, 0), paddingLeft: 18 },
    '.report-download': {
      color: palette.primary.main,
      fontWeight: 500,
      textUnderlineOffset: '0.15em',
      whiteSpace: 'nowrap',
      '&:focus-visible': focusRing(theme),
    },
    '.report-unsafe': { color: palette.warning.dark, margin: 0 },
    '.report-unsafe__value': {
      display: 'block',
      fontFamily: 'monospace',
      fontSize: '0.85em',
      color: palette.text.primary,
    },
  } as const;
}

/** The page links: MUI PaginationItem's text, circular, medium, primary look. */
function pagerStyles(theme: Theme) {
  const { palette, typography } = theme;
  return {
    '.report-pager': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      padding: 0,
      margin: 0,
      listStyle: 'none',
    },
    '.report-pager__item': {
      ...typography.body2,
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 32,
      height: 32,
      padding: '0 6px',
      margin: '0 3px',
      borderRadius: 16,
      color: palette.text.primary,
      textDecoration: 'none',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { ...focusRing(theme), backgroundColor: palette.action.focus },
      '&[aria-current="page"]': {
        color: palette.primary.contrastText,
        backgroundColor: palette.primary.main,
      },
      '&[aria-disabled="true"]': {
        opacity: palette.action.disabledOpacity,
        pointerEvents: 'none',
      },
      '& > svg': { width: 20, height: 20, margin: '0 -8px', fill: 'currentColor' },
    },
  } as const;
}

export const ReportListRoot = styled('div')(({ theme }) => ({
  ...layoutStyles(theme),
  ...itemStyles(theme),
  ...cellStyles(theme),
  ...pagerStyles(theme),
}));
