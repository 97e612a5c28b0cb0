import type { Theme } from '@mui/material/styles';

/*
 * The schedule table's own rules, beside the lists' one stylesheet (data-table-styles.ts): its
 * column widths and its template cell. The title takes what the others leave, and they are
 * fixed so it is the widest: at 1280 px a 50-character title fits on its row's one line (a
 * longer one is read whole on hover and focus), and a screen holds the page's heading, controls
 * and 15 rows. The cadence's and next run's columns
 * hold their longest texts ('Every 2 weeks, Wed 10:30 AM', 'Wed, Dec 29, 2027, 10:30 AM': the
 * year shows in December, for runs in January), so they are never cut: 212 and 209 px in
 * DejaVu Sans, the widest system-ui font of the browsers tested here, and 8 px of padding each
 * side. The template's share paid for them (its name was cut to a letter or two already).
 */

export function scheduleTableStyles(theme: Theme) {
  const { typography } = theme;
  return {
    '.schedule-table': {
      '& .schedule-table__cadence': { width: 228 },
      '& .schedule-table__run': { width: 226 },
      '& .schedule-table__recipients': { width: '11%' },
      '& .schedule-table__template': { width: '7.5%' },
      // Edit and "More actions".
      '& .schedule-table__actions': { width: 96 },
      // A read-only account's row: its calendar file alone.
      '& .schedule-table__actions--read': { width: 64 },
      '& .data-sort, & tbody th': { fontWeight: 500 },
    },
    // Without the template column (narrower screens), its share goes to the recipients.
    '.schedule-table--no-template .schedule-table__recipients': { width: '18.5%' },
    // Buttons no taller than a line of text (22 px in 21 px of the cell), so a row stays 31 px.
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
