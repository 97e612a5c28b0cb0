import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import type { CadenceFilter, ScheduleSort } from '../../list-view';
import { CADENCE_FILTERS, SCHEDULE_SORTS } from '../../list-view';

const CADENCE_LABELS: Record<CadenceFilter, string> = {
  all: 'All',
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
};

const SORT_LABELS: Record<ScheduleSort, string> = {
  'next-run': 'Next run (soonest first)',
  title: 'Title A–Z',
};

function isCadenceFilter(value: string): value is CadenceFilter {
  return (CADENCE_FILTERS as readonly string[]).includes(value);
}

function isScheduleSort(value: string): value is ScheduleSort {
  return (SCHEDULE_SORTS as readonly string[]).includes(value);
}

export interface ScheduleListControlsProps {
  searchText: string;
  cadence: CadenceFilter;
  sort: ScheduleSort;
  onSearchTextChange: (text: string) => void;
  onCadenceChange: (cadence: CadenceFilter) => void;
  onSortChange: (sort: ScheduleSort) => void;
}

/** Search, cadence filter and sort order. */
export function ScheduleListControls({
  searchText,
  cadence,
  sort,
  onSearchTextChange,
  onCadenceChange,
  onSortChange,
}: ScheduleListControlsProps) {
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter schedules"
      noValidate
      // Results update as you type; Enter must not reload the page.
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label="Search"
          type="search"
          value={searchText}
          onChange={(event) => onSearchTextChange(event.target.value)}
          placeholder="Title, recipient name or email"
          autoComplete="off"
          sx={{ flex: 2 }}
          slotProps={{ htmlInput: { spellCheck: false, enterKeyHint: 'search' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ flex: { md: 1.6 } }}>
          <TextField
            select
            label="Cadence"
            value={cadence}
            onChange={(event) => {
              const value = event.target.value;
              if (isCadenceFilter(value)) onCadenceChange(value);
            }}
            sx={{ flex: 1 }}
          >
            {CADENCE_FILTERS.map((value) => (
              <MenuItem key={value} value={value}>
                {CADENCE_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Sort by"
            value={sort}
            onChange={(event) => {
              const value = event.target.value;
              if (isScheduleSort(value)) onSortChange(value);
            }}
            sx={{ flex: 1 }}
          >
            {SCHEDULE_SORTS.map((value) => (
              <MenuItem key={value} value={value}>
                {SORT_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
    </Box>
  );
}
