import GlobalStyles from '@mui/material/GlobalStyles';
import { memo } from 'react';
import { dataTableStyles } from './data-table-styles';

/**
 * The lists' one stylesheet (data-table-styles.ts); render it once above a list. Never
 * re-renders. Apart from the table, which start-up's worker renders without MUI
 * (src/features/schedules/components/schedule-list/opening-rows.tsx).
 */
export const DataTableStyles = memo(function DataTableStyles() {
  return <GlobalStyles styles={dataTableStyles} />;
});
