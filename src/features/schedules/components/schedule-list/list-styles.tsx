import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { DataTableStyles } from '#src/components/data-table/data-table-stylesheet';
import { scheduleTableStyles } from './schedule-table-styles';

// The list's own rules (its columns in schedule-table-styles.ts) beside DataTableStyles.

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
    '.schedule-controls': { margin: 0 },
    '.schedule-controls__row': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      [md]: { flexDirection: 'row', gap: theme.spacing(2) },
    },
    '.schedule-controls__search': { flex: 1 },
    // Cadence, last report and sort side by side from tablets, two to a row on phones.
    '.schedule-controls__filters': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: theme.spacing(1),
      [sm]: { gap: theme.spacing(2), gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [md]: { flex: 'none', gridTemplateColumns: 'auto auto auto' },
    },
    // Labels beside their fields, a line less (the selects only where they share a row).
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
    '.data-pages .schedule-pages__size': {
      ...inlineLabel,
      width: 'auto',
      '& select': { ...typography.body2, minHeight: 36, paddingTop: 4, paddingBottom: 4 },
    },
  };
}

function listStyles(theme: Theme) {
  return { ...layoutStyles(theme), ...scheduleTableStyles(theme) };
}

/** The list's stylesheet and the lists' one; render once above the list. */
export const ScheduleListStyles = memo(function ScheduleListStyles() {
  return (
    <>
      <DataTableStyles />
      <GlobalStyles styles={listStyles} />
    </>
  );
});
