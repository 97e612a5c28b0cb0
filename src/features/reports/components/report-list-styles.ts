import { styled } from '@mui/material/styles';

/* The Sent reports page's own rules, beside the lists' one stylesheet (data-table-styles.ts). */
export const ReportListRoot = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  const md = theme.breakpoints.up('md');
  return {
    '.report-controls': {
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(1),
      margin: 0,
      [md]: { flexDirection: 'row', alignItems: 'flex-start', gap: theme.spacing(2) },
    },
    '.report-controls__search': { flex: 1 },
    '.report-controls__likely': { [md]: { flex: '0 1 360px', minWidth: 0 } },
    '.report-table__period': { width: '24%' },
    '.report-table__generated': { width: '14%' },
    '.report-table__recipients': { width: '27%' },
    '.report-table__download': { width: 124 },
    '.report-download': { ...theme.mixins.textLink, whiteSpace: 'nowrap' },
    '.report-unsafe': { color: palette.warning.dark, margin: 0 },
    '.report-unsafe__value': {
      display: 'block',
      fontFamily: 'monospace',
      fontSize: '0.85em',
      color: palette.text.primary,
    },
  } as const;
});
