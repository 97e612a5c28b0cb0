import type { Theme } from '@mui/material/styles';

// Column widths beside DataTableStyles: the title gets the widest; cadence and next run never cut.

export function scheduleTableStyles(theme: Theme) {
  const { typography } = theme;
  return {
    '.schedule-table': {
      '& .schedule-table__cadence': { width: 228 },
      '& .schedule-table__run': { width: 226 },
      '& .schedule-table__recipients': { width: '11%' },
      '& .schedule-table__template': { width: '7.5%' },
      '& .schedule-table__actions': { width: 96 },
      // A read-only account's row: its calendar file alone.
      '& .schedule-table__actions--read': { width: 64 },
      '& .data-sort, & tbody th': { fontWeight: 500 },
    },
    // Without the template column (narrower screens), its share goes to the recipients.
    '.schedule-table--no-template .schedule-table__recipients': { width: '18.5%' },
    // Buttons no taller than a line of text, so a row stays one line high.
    '.schedule-table .schedule-row__actions': { paddingTop: 4, paddingBottom: 4 },
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
    '.schedule-card__line': { ...typography.body2, margin: 0 },
  };
}
