/** The run calendar's look, one stylesheet from the theme; marks never by colour alone. */
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { visuallyHidden } from '#src/components/visually-hidden';

/** The class names of the marks, on the grid's days (as modifiers) and the key's swatches. */
export const MARK_CLASS_NAMES = {
  runs: 'run-calendar__runs',
  busy: 'run-calendar__busy',
  moved: 'run-calendar__moved',
};

const runsMark = (theme: Theme) => ({
  backgroundColor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1),
  borderColor: (theme.vars ?? theme).palette.primary.main,
});

const busyMark = (theme: Theme) => ({
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  color: (theme.vars ?? theme).palette.primary.contrastText,
  borderColor: (theme.vars ?? theme).palette.primary.dark,
  boxShadow: `inset 0 4px 0 ${(theme.vars ?? theme).palette.primary.dark}`,
});

const movedMark = (theme: Theme) => ({
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    right: 0,
    borderStyle: 'solid',
    borderWidth: '0 0.9em 0.9em 0',
    borderColor: `transparent ${(theme.vars ?? theme).palette.warning.dark} transparent transparent`,
    borderTopRightRadius: theme.shape.borderRadius,
  },
  '& .run-calendar__count': { textDecoration: 'underline' },
});

/** The month grid, filling its column: wide cells on a wide screen, square-ish ones on a phone. */
function gridStyles(theme: Theme) {
  const { up, down } = theme.breakpoints;
  return {
    '.run-calendar-grid .rdp-root': { width: '100%' },
    '.run-calendar-grid :is(.rdp-months, .rdp-month, .rdp-month_grid)': {
      width: '100%',
      maxWidth: 'none',
    },
    '.run-calendar-grid .rdp-month_grid': {
      tableLayout: 'fixed',
      borderCollapse: 'separate',
      borderSpacing: 4,
    },
    // The heading names the month; the caption stays for screen readers, announcing each change.
    '.run-calendar-grid .rdp-month_caption': visuallyHidden,
    '.run-calendar-grid .rdp-weekday': {
      ...theme.typography.caption,
      fontWeight: 600,
      opacity: 1,
      padding: theme.spacing(0.5, 0),
    },
    '.run-calendar-grid .rdp-day': {
      width: 'auto',
      height: 52,
      padding: 0,
      [up('sm')]: { height: 64 },
      [up('md')]: { height: 72 },
    },
    '.run-calendar-grid .rdp-day_button': {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'stretch',
      justifyContent: 'space-between',
      padding: theme.spacing(0.5, 0.75),
      border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      backgroundColor: (theme.vars ?? theme).palette.background.paper,
      color: (theme.vars ?? theme).palette.text.primary,
      textAlign: 'left',
    },
    '.run-calendar-grid .rdp-day_button:hover': {
      borderColor: (theme.vars ?? theme).palette.primary.main,
    },
    '.run-calendar-grid .rdp-day_button:focus-visible': {
      outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
      outlineOffset: 1,
    },
    [`.run-calendar-grid .${MARK_CLASS_NAMES.runs} .rdp-day_button`]: runsMark(theme),
    [`.run-calendar-grid .${MARK_CLASS_NAMES.busy} .rdp-day_button`]: busyMark(theme),
    [`.run-calendar-grid .${MARK_CLASS_NAMES.moved} .rdp-day_button`]: movedMark(theme),
    // Today: the date in a ring. Chosen: a thick frame (react-day-picker's own looks undone).
    '.run-calendar-grid .rdp-today .run-calendar__date': {
      outline: '2px solid currentColor',
      outlineOffset: 1,
      borderRadius: 999,
      padding: theme.spacing(0, 0.5),
    },
    '.run-calendar-grid .rdp-selected': { fontSize: 'inherit', fontWeight: 'inherit' },
    '.run-calendar-grid .rdp-selected .rdp-day_button': {
      border: `3px solid ${(theme.vars ?? theme).palette.text.primary}`,
      padding: theme.spacing(0.25, 0.5),
    },
    '.run-calendar-grid .run-calendar__date': {
      ...theme.typography.caption,
      lineHeight: 1.4,
      alignSelf: 'flex-start',
    },
    '.run-calendar-grid .run-calendar__count': {
      ...theme.typography.body2,
      fontWeight: 700,
      alignSelf: 'flex-end',
      lineHeight: 1.2,
      [up('sm')]: { fontSize: '1rem' },
    },
    '.run-calendar-grid .run-calendar__unit': {
      fontWeight: 400,
      fontSize: '0.75rem',
      [down('md')]: { display: 'none' },
    },
  };
}

/** The key under the grid, one swatch per mark. */
function keyStyles(theme: Theme) {
  return {
    '.run-calendar-key': {
      ...theme.typography.body2,
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.75, 2),
    },
    '.run-calendar-key > li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
    '.run-calendar-key .run-calendar__swatch': {
      flex: 'none',
      width: 24,
      height: 20,
      border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      borderRadius: 4,
      backgroundColor: (theme.vars ?? theme).palette.background.paper,
    },
    [`.run-calendar-key .${MARK_CLASS_NAMES.runs}`]: runsMark(theme),
    [`.run-calendar-key .${MARK_CLASS_NAMES.busy}`]: busyMark(theme),
    [`.run-calendar-key .${MARK_CLASS_NAMES.moved}`]: movedMark(theme),
    '.run-calendar-key .run-calendar__swatch--chosen': {
      border: `3px solid ${(theme.vars ?? theme).palette.text.primary}`,
    },
    '.run-calendar-key .run-calendar__swatch--today': {
      outline: '2px solid currentColor',
      outlineOffset: -5,
      borderRadius: 999,
    },
  };
}

const calendarStyles = (theme: Theme) => ({ ...gridStyles(theme), ...keyStyles(theme) });

/** The calendar's stylesheet; memoised, so it is made once per page. */
export const CalendarStyles = memo(function CalendarStyles() {
  return <GlobalStyles styles={calendarStyles} />;
});
