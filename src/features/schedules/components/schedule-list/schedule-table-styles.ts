import { alpha, lighten, type Theme } from '@mui/material/styles';

/*
 * The rules of ScheduleTable and its rows, RecipientsSummary and TemplateSummary: MUI's small
 * Table look (6 px cell padding, body2 text, a divider under each row, a hover tint) made
 * denser. Every row is one line of 31 px, longer texts cut short with "…": at 1280 × 800 a
 * screen holds the page's heading, controls and 15 rows. They go into the list's one stylesheet
 * (ScheduleListStyles, list-styles.tsx, which says why the list is plain elements).
 */

/** A row's height in px: one 20 px line and 5 px padding above and below, and its rule. */
export const ROW_HEIGHT_PX = 31;

/**
 * Fixed column widths (the title takes the rest): the layout does not measure every cell, and
 * nothing wraps. The next run's column holds 'Wed, Jan 26, 2028, 9:00 AM' (the year shows in
 * December, for runs in January); the actions’ column holds Edit, Duplicate and the copy, calendar-file and delete buttons.
 */
function columnStyles() {
  return {
    '.schedule-table__cadence-column': { width: '21%' },
    '.schedule-table__run-column': { width: 200 },
    '.schedule-table__recipients-column': { width: '14%' },
    '.schedule-table__template-column': { width: '12%' },
    '.schedule-table__actions-column': { width: 248 },
    // A read-only account's row: its calendar file alone.
    '.schedule-table__actions-column--read': { width: 64 },
    // Without the template column (narrower screens), its share goes to the others.
    '.schedule-table--no-template': {
      '& .schedule-table__cadence-column': { width: '25%' },
      '& .schedule-table__recipients-column': { width: '16%' },
    },
  };
}

/** The table, its header with sort buttons, and its rows. */
function tableStyles(theme: Theme) {
  const { palette, typography, shape } = theme;
  // MUI TableCell's border colour.
  const rule = `1px solid ${lighten(alpha(palette.divider, 1), 0.88)}`;
  return {
    '.schedule-table__frame': {
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.background.paper,
      overflow: 'hidden',
    },
    '.schedule-table': {
      ...typography.body2,
      width: '100%',
      tableLayout: 'fixed',
      borderCollapse: 'collapse',
      borderSpacing: 0,
      color: palette.text.primary,
      // 20 px lines and 5 px padding: a row of one line is 31 px high.
      '& th, & td': {
        padding: '5px 8px',
        lineHeight: '20px',
        textAlign: 'left',
        verticalAlign: 'middle',
        borderBottom: rule,
        overflowWrap: 'break-word',
      },
      '& th:first-of-type, & td:first-of-type': { paddingLeft: 16 },
      '& th:last-child, & td:last-child': { paddingRight: 16 },
      '& thead th': { fontWeight: 500, whiteSpace: 'nowrap' },
      '& tbody tr:last-child > *': { borderBottom: 0 },
    },
    '.schedule-row': {
      scrollMarginTop: 16,
      transition: 'background-color 600ms',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: -2 },
    },
    '.schedule-row--highlighted, .schedule-row--highlighted:hover': {
      backgroundColor: alpha(palette.success.main, 0.08),
      '& > :first-of-type': { boxShadow: `inset 4px 0 0 ${palette.success.main}` },
    },
    '.schedule-row__title': { fontWeight: 500 },
    // One line, cut short with "…"; the cell keeps the whole text for screen readers.
    '.schedule-row__text': {
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    // Buttons no taller than a line of text (22 px in 21 px of the cell), so a row stays 31 px.
    '.schedule-table .schedule-row__actions': { paddingTop: 4, paddingBottom: 4 },
    '.schedule-row__actions .schedule-button': {
      minWidth: 0,
      padding: '1px 6px',
      lineHeight: '20px',
    },
    '.schedule-row__actions .schedule-button--outlined': { padding: '0 7px' },
  };
}

/** The header's sort buttons: MUI TableSortLabel's arrow, shown on the sorted column. */
function sortButtonStyles(theme: Theme) {
  const { palette } = theme;
  return {
    '.schedule-table__sort': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 2,
      margin: 0,
      padding: 0,
      border: 0,
      background: 'none',
      font: 'inherit',
      color: 'inherit',
      cursor: 'pointer',
      borderRadius: 2,
      '& > svg': {
        width: 18,
        height: 18,
        flexShrink: 0,
        fill: palette.text.secondary,
        opacity: 0,
        transition: theme.transitions.create(['opacity', 'transform'], {
          duration: theme.transitions.duration.shorter,
        }),
      },
      '&:hover > svg, &:focus-visible > svg': { opacity: 0.5 },
      '&[data-direction] > svg': { opacity: 1, fill: palette.text.primary },
      // The arrow points down for descending, up for ascending, as MUI's does.
      '&[data-direction="ascending"] > svg': { transform: 'rotate(180deg)' },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
  };
}

/** The recipients' "+3 more" link button and list, and the template's logo and name. */
function cellContentStyles(theme: Theme) {
  const { palette, typography } = theme;
  return {
    '.schedule-recipients': { display: 'flex', alignItems: 'baseline', gap: 4, minWidth: 0 },
    '.schedule-recipients__more': {
      ...typography.body2,
      flexShrink: 0,
      padding: 0,
      border: 0,
      borderRadius: 0,
      backgroundColor: 'transparent',
      color: palette.primary.main,
      whiteSpace: 'nowrap',
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.primary.main, 0.4),
      cursor: 'pointer',
      appearance: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': { textDecorationColor: 'inherit' },
    },
    '.schedule-recipients__everyone': {
      margin: 0,
      marginTop: theme.spacing(0.5),
      paddingLeft: 16,
      overflowWrap: 'anywhere',
    },
    '.schedule-template': { display: 'flex', alignItems: 'center', gap: 6, minWidth: 0 },
    // BrandLogo's look: logos come in every shape, drawn whole in the box, never stretched.
    '.schedule-template__logo': {
      display: 'block',
      flexShrink: 0,
      width: 48,
      height: 20,
      objectFit: 'contain',
      objectPosition: 'left center',
    },
  };
}

/** A compact MUI small table: sortable headers, one-line rows, the row just saved marked. */
export function scheduleTableStyles(theme: Theme) {
  return {
    ...columnStyles(),
    ...tableStyles(theme),
    ...sortButtonStyles(theme),
    ...cellContentStyles(theme),
  };
}
