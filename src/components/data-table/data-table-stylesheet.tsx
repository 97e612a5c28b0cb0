import GlobalStyles from '@mui/material/GlobalStyles';
import { memo } from 'react';
import { dataTableStyles } from './data-table-styles';

/** The lists' stylesheet (data-table-styles.ts); render once above a list. Never re-renders. */
export const DataTableStyles = memo(function DataTableStyles() {
  return <GlobalStyles styles={dataTableStyles} />;
});
