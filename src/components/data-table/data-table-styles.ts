import { alpha, type Theme } from '@mui/material/styles';
import { ROW_LINE_PX, ROW_PADDING_Y_PX } from '#src/components/tokens';
import { visuallyHidden } from '#src/components/visually-hidden';

// The lists' one stylesheet, made once per list. Descendant selectors, as MUI X's DataGrid does,
// not a styled component per cell: rows redrawn per key typed cost no style serialisation.
// Colours are the scheme's CSS variables (`theme.vars`), so one sheet serves light and dark.

// `:first-child`: `:not(* ~ *)` makes Chrome restyle later rows on each add (ADR 016). The
// comment silences emotion's server-rendering warning in development.
const FIRST_CHILD = import.meta.env.DEV
  ? ':first-child /* emotion-disable-server-rendering-unsafe-selector-warning-please-do-not-use-this-the-warning-exists-for-a-reason */'
  : ':first-child';

function layoutStyles(theme: Theme) {
  const { typography } = theme;
  const palette = (theme.vars ?? theme).palette;
  const md = theme.breakpoints.up('md');
  return {
    '.data-list': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1) },
    '.data-summary': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      // A data-button's height, so that the rows stay put when "Clear filters" appears, and
      // where start-up drew them (src/startup/early-rows.ts).
      minHeight: 22,
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(0.5),
    },
    '.data-summary__count': { ...typography.body2, margin: 0, fontWeight: 500 },
    '.data-note': { ...typography.body2, margin: 0 },
    '.data-note--zone': { color: palette.text.secondary, [md]: { marginLeft: 'auto' } },
    '.data-pages': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: theme.spacing(1),
      [md]: { flexDirection: 'row', justifyContent: 'space-between' },
    },
    '.data-hidden': visuallyHidden,
    '.data-muted': { color: palette.text.secondary },
  } as const;
}

function tableStyles(theme: Theme) {
  const { typography, shape } = theme;
  const palette = (theme.vars ?? theme).palette;
  // MUI's table rule, a shade of the divider each scheme makes opaque.
  const rule = `1px solid ${theme.vars?.palette.TableCell.border}`;
  const radius = shape.borderRadius;
  return {
    '.data-table__frame': {
      border: `1px solid ${palette.divider}`,
      borderRadius: radius,
      backgroundColor: palette.background.paper,
    },
    '.data-table': {
      ...typography.body2,
      width: '100%',
      tableLayout: 'fixed',
      borderCollapse: 'separate',
      borderSpacing: 0,
      color: palette.text.primary,
      '& th, & td': {
        padding: `${ROW_PADDING_Y_PX}px 8px`,
        lineHeight: `${ROW_LINE_PX}px`,
        textAlign: 'left',
        verticalAlign: 'middle',
        borderBottom: rule,
        overflowWrap: 'anywhere',
      },
      [`& tr > ${FIRST_CHILD}`]: { paddingLeft: 16 },
      '& tr > :last-child': { paddingRight: 16 },
      '& thead th': { fontWeight: 500, whiteSpace: 'nowrap', overflowWrap: 'normal' },
      '& tbody th': { fontWeight: 500 },
      '& tbody:last-child tr:last-child > *': { borderBottom: 0 },
      // The frame's rounded corners, without clipping a row's menu that opens past them.
      [`& tbody:last-child tr:last-child > ${FIRST_CHILD}`]: { borderBottomLeftRadius: radius },
      '& tbody:last-child tr:last-child > :last-child': { borderBottomRightRadius: radius },
    },
    '.data-table--top': { '& th, & td': { verticalAlign: 'top' } },
    '.data-row': {
      scrollMarginTop: 16,
      transition: 'background-color 600ms',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { ...theme.mixins.focusRing, outlineOffset: -2 },
    },
    '.data-row--highlighted, .data-row--highlighted:hover': {
      backgroundColor: theme.alpha(palette.success.main, 0.08),
      [`& > ${FIRST_CHILD}`]: { boxShadow: `inset 4px 0 0 ${palette.success.main}` },
    },
    '.data-row__group th': {
      ...typography.subtitle2,
      backgroundColor: palette.action.hover,
      paddingTop: 8,
      paddingBottom: 8,
    },
    // Cut short only for what a user neither searches nor sorts by, or can read whole elsewhere.
    '.data-clip': {
      minWidth: 0,
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
    '.data-nowrap': { whiteSpace: 'nowrap', overflowWrap: 'normal' },
    // Kept one line high, shown whole over the cells beside it while the row is pointed at or
    // focused: a wrap would move every row below.
    '.data-row:is(:hover, :focus-within) .data-expand': { position: 'relative' },
    '.data-expand__text': {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '.data-row:is(:hover, :focus-within) .data-expand__text': {
      position: 'absolute',
      zIndex: 1,
      top: 0,
      left: 0,
      boxSizing: 'border-box',
      minWidth: '100%',
      width: 'max-content',
      maxWidth: 'min(720px, 80vw)',
      padding: 'inherit',
      whiteSpace: 'normal',
      overflow: 'visible',
      // Opaque, so the cells it covers do not show through.
      backgroundColor: palette.background.paper,
      backgroundImage: `linear-gradient(${palette.action.hover}, ${palette.action.hover})`,
      borderBottom: rule,
      boxShadow: `6px 0 6px -6px ${alpha(theme.palette.common.black, 0.3)}`,
    },
    '.data-line': { display: 'block' },
  } as const;
}

function sortStyles(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  return {
    '.data-sort': {
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
      '&[data-direction="ascending"] > svg': { transform: 'rotate(180deg)' },
      '&:focus-visible': theme.mixins.focusRing,
    },
  } as const;
}

function cardStyles(theme: Theme) {
  const { typography, shape } = theme;
  const palette = (theme.vars ?? theme).palette;
  return {
    '.data-cards': {
      listStyle: 'none',
      padding: 0,
      margin: 0,
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: theme.spacing(1),
    },
    '.data-cards--two': {
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    },
    '.data-cards__group': { ...typography.subtitle2, margin: theme.spacing(1, 0, 0) },
    '.data-card': {
      ...typography.body2,
      display: 'flex',
      flexDirection: 'column',
      gap: 2,
      boxSizing: 'border-box',
      height: '100%',
      padding: '8px 12px',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      scrollMarginTop: 16,
      transition: 'background-color 600ms',
      '& > p, & > h2, & > h3': { margin: 0 },
      overflowWrap: 'anywhere',
      '&:focus-visible': theme.mixins.focusRing,
    },
    '.data-card--highlighted': {
      borderColor: palette.success.main,
      boxShadow: `inset 0 0 0 1px ${palette.success.main}`,
      backgroundColor: theme.alpha(palette.success.main, 0.06),
    },
    // The title wraps rather than being cut: it is what a user scans a list for.
    '.data-card__title': {
      ...typography.subtitle1,
      margin: 0,
      fontWeight: 600,
      lineHeight: '22px',
    },
    '.data-card__foot': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
      '& > p': { minWidth: 0, margin: 0 },
    },
  } as const;
}

/** Row selection: the checkboxes, a selected row or card, and the selection bar below the rows. */
function selectionStyles(theme: Theme) {
  const { typography } = theme;
  const palette = (theme.vars ?? theme).palette;
  const md = theme.breakpoints.up('md');
  return {
    // A row's checkbox (select-checkbox.tsx): its own narrow first column, the title after it.
    // The box and the row's left padding alone: every pixel left goes to the title beside it.
    '.data-table .data-select': { width: 34, paddingRight: 0 },
    '.data-check': {
      width: 18,
      height: 18,
      margin: 0,
      verticalAlign: 'middle',
      accentColor: palette.primary.main,
      cursor: 'pointer',
      '&:focus-visible': { ...theme.mixins.focusRing, outlineOffset: 2 },
    },
    '.data-row--selected, .data-row--selected:hover': {
      backgroundColor: theme.alpha(palette.primary.main, 0.08),
    },
    // A phone card's checkbox in its top corner, a finger's width to tap; the first line clears it.
    '.data-card--selectable': {
      position: 'relative',
      '& > .data-card__select + *': { paddingRight: 36 },
    },
    '.data-card--selected': {
      borderColor: palette.primary.main,
      backgroundColor: theme.alpha(palette.primary.main, 0.06),
    },
    '.data-card__select': {
      position: 'absolute',
      top: 0,
      right: 0,
      display: 'grid',
      placeItems: 'center',
      width: 44,
      height: 44,
    },
    '.data-selection': {
      position: 'sticky',
      bottom: 0,
      zIndex: 2,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(0.5),
      padding: theme.spacing(1, 1.5),
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.primary.main}`,
      borderRadius: theme.shape.borderRadius,
      boxShadow: theme.shadows[4],
    },
    '.data-select-page': {
      ...typography.body2,
      display: 'inline-flex',
      alignItems: 'center',
      alignSelf: 'flex-start',
      gap: theme.spacing(1),
      minHeight: 40,
      paddingLeft: 13,
    },
    '.data-selection__note': { ...typography.body2, margin: 0 },
    '.data-selection__row': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.spacing(1),
      rowGap: theme.spacing(0.5),
    },
    '.data-selection__count': { ...typography.body2, margin: 0, fontWeight: 600 },
    '.data-selection__actions': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(1),
      [md]: { marginLeft: 'auto' },
    },
  } as const;
}

function pagerStyles(theme: Theme) {
  const { typography } = theme;
  const palette = (theme.vars ?? theme).palette;
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
    '.data-pager': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      padding: 0,
      margin: 0,
      listStyle: 'none',
    },
    '.data-pager__item': {
      ...item,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { ...theme.mixins.focusRing, backgroundColor: palette.action.focus },
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
      '& > svg': { width: 20, height: 20, margin: '0 -8px', flexShrink: 0, fill: 'currentColor' },
    },
    '.data-pager__ellipsis': item,
  } as const;
}

function buttonStyles(theme: Theme) {
  const { typography, shape } = theme;
  const palette = (theme.vars ?? theme).palette;
  return {
    '.data-button': {
      ...typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      gap: 6,
      boxSizing: 'border-box',
      margin: 0,
      padding: '1px 6px',
      lineHeight: '20px',
      backgroundColor: 'transparent',
      fontSize: typography.pxToRem(13),
      color: palette.primary.main,
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      border: 0,
      borderRadius: shape.borderRadius,
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': {
        backgroundColor: theme.alpha(palette.primary.main, palette.action.hoverOpacity),
      },
      '&:focus-visible': theme.mixins.focusRing,
      '& > svg': { width: 18, height: 18, flexShrink: 0, fill: 'currentColor' },
    },
    '.data-button--outlined': {
      padding: '0 7px',
      border: `1px solid ${theme.alpha(palette.primary.main, 0.5)}`,
      '&:hover': { borderColor: palette.primary.main },
    },
    '.data-button--icon': { justifyContent: 'center', minWidth: 30, padding: '1px 4px' },
    // An icon's words on hover and on keyboard focus (a title shows on hover only, late), above
    // the button: past the table's right side is the page's edge. Drawn only while shown, so
    // that rows redrawn on a key typed repaint no extra layer.
    '.data-button[data-tooltip]:is(:hover, :focus-visible)': { position: 'relative' },
    '.data-button[data-tooltip]:is(:hover, :focus-visible):not([aria-expanded="true"])::after': {
      content: 'attr(data-tooltip)',
      position: 'absolute',
      right: 0,
      bottom: 'calc(100% + 4px)',
      zIndex: 1,
      padding: '2px 8px',
      borderRadius: 4,
      whiteSpace: 'nowrap',
      ...typography.caption,
      // As MUI's tooltip: dark in both schemes.
      color: theme.palette.common.white,
      backgroundColor: alpha(theme.palette.grey[900], 0.92),
      pointerEvents: 'none',
    },
    '.data-button--danger': {
      color: palette.error.main,
      '&:hover': { backgroundColor: theme.alpha(palette.error.main, palette.action.hoverOpacity) },
      '&:focus-visible': { outlineColor: palette.error.main },
    },
    '.data-actions': {
      display: 'flex',
      justifyContent: 'flex-end',
      alignItems: 'center',
      gap: theme.spacing(0.5),
      flexShrink: 0,
    },
    '.data-menu': { position: 'relative', display: 'flex' },
    '.data-menu__items': {
      position: 'absolute',
      right: 0,
      top: 'calc(100% + 4px)',
      zIndex: theme.zIndex.modal,
      display: 'flex',
      flexDirection: 'column',
      minWidth: 'max-content',
      margin: 0,
      padding: 4,
      listStyle: 'none',
      backgroundColor: palette.background.paper,
      borderRadius: shape.borderRadius,
      boxShadow: theme.shadows[8],
      '& .data-button': { width: '100%', padding: '6px 10px', fontSize: typography.pxToRem(14) },
    },
  } as const;
}

function cellContentStyles(theme: Theme) {
  const { typography } = theme;
  const palette = (theme.vars ?? theme).palette;
  return {
    '.data-badge': {
      display: 'inline-flex',
      alignItems: 'center',
      alignSelf: 'flex-start',
      height: 20,
      padding: '0 8px',
      marginRight: theme.spacing(0.5),
      borderRadius: 10,
      fontSize: typography.pxToRem(12),
      fontWeight: 500,
      verticalAlign: 'middle',
      color: palette.success.contrastText,
      backgroundColor: palette.success.main,
    },
    // Dark enough for its white text.
    '.data-badge--alert': {
      color: palette.error.contrastText,
      backgroundColor: palette.error.dark,
    },
    '.data-card__badges': { display: 'flex', flexWrap: 'wrap', gap: 4, margin: 0 },
    // A tint, not only the badge.
    '.data-row--not-sent, .data-card--not-sent': {
      backgroundColor: theme.alpha(palette.warning.main, 0.08),
    },
    '.data-recipients': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: 4,
      alignItems: 'baseline',
    },
    '.data-recipients__line': { gridColumn: '1 / -1' },
    '.data-recipients--wrap .data-clip': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
    '.data-recipients__last': { gridColumn: '1' },
    '.data-recipients__more': {
      ...typography.body2,
      justifySelf: 'start',
      padding: 0,
      margin: 0,
      border: 0,
      borderRadius: 0,
      background: 'transparent',
      color: palette.primary.main,
      whiteSpace: 'nowrap',
      textDecoration: 'underline',
      textDecorationColor: theme.alpha(palette.primary.main, 0.4),
      cursor: 'pointer',
      '&:hover': { textDecorationColor: 'inherit' },
      '&:focus-visible': theme.mixins.focusRing,
    },
    '.data-recipients__everyone': {
      margin: theme.spacing(0.5, 0, 0),
      paddingLeft: 16,
      overflowWrap: 'anywhere',
    },
    '.data-tags': { display: 'flex', flexWrap: 'wrap', gap: 4, margin: 0, padding: 0 },
    '.data-tag': {
      listStyle: 'none',
      padding: '0 6px',
      borderRadius: 10,
      border: `1px solid ${palette.divider}`,
      fontSize: '0.75rem',
      lineHeight: '18px',
    },
  } as const;
}

/** Every rule of the lists' one stylesheet. */
export function dataTableStyles(theme: Theme) {
  return {
    ...layoutStyles(theme),
    ...tableStyles(theme),
    ...sortStyles(theme),
    ...cardStyles(theme),
    // After the rows' and cards' own, so that a selected one's colours win.
    ...selectionStyles(theme),
    ...pagerStyles(theme),
    ...buttonStyles(theme),
    ...cellContentStyles(theme),
  };
}
