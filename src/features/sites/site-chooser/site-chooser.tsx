import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useMemo, useState } from 'react';
import { Button } from '#src/components/button';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { SelectInput } from '#src/components/fields/select-input';
import { StepSection } from '#src/components/step-section';
import { countingOrder } from '#src/domain/portfolio';
import { formatCount } from '#src/domain/format';
import {
  useCountingOrder,
  useCountingSnapshot,
} from '#src/features/sites/portfolio/use-report-counting';
import { SiteSearchField } from '#src/features/sites/components/site-search-field';
import { filterSiteRows, type SiteRow } from '#src/features/sites/site-directory-view';

/** Rows listed at once; a search narrows the rest. */
const SHOWN_ROWS = 50;

const NOTHING: readonly string[] = [];

/** Sites counted with and without schedules, and how many are not counted yet. */
function useReportGroups(rows: readonly SiteRow[]) {
  const { counts } = useCountingSnapshot();
  return useMemo(() => {
    const without: string[] = [];
    const withSome: string[] = [];
    let uncounted = 0;
    for (const row of rows) {
      const count = counts.get(row.id.toLowerCase());
      if (count?.status !== 'counted') uncounted += 1;
      else if (count.summary.scheduleCount === 0) without.push(row.id);
      else withSome.push(row.id);
    }
    return { without, withSome, uncounted };
  }, [rows, counts]);
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/**
 * Every fan-out's site chooser; counts reports itself, chosen first (`countingStopped`: hold).
 * Memoised: the steps beside it redraw at each count, and it changes only with its props.
 */
export const SiteChooser = memo(function SiteChooser({
  rows,
  chosen,
  onChange,
  countingStopped = false,
  heading = 'Choose the sites',
}: {
  rows: readonly SiteRow[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: ReadonlySet<string>) => void;
  countingStopped?: boolean;
  heading?: string;
}) {
  const [query, setQuery] = useState('');
  const allIds = useMemo(() => rows.map((row) => row.id), [rows]);
  const chosenIds = useMemo(() => [...chosen], [chosen]);
  const order = useMemo(() => countingOrder(chosenIds, allIds), [chosenIds, allIds]);
  useCountingOrder(countingStopped ? NOTHING : order);
  // Without a search, the sites chosen so far; with one, what it finds.
  const shown = useMemo(
    () => (query.trim() ? filterSiteRows(rows, query) : rows.filter((row) => chosen.has(row.id))),
    [rows, query, chosen],
  );
  const groups = useMemo(
    () =>
      distinct(rows.flatMap((row) => (row.group === undefined ? [] : [row.group])))
        .sort()
        .map((name): [string, string] => [name, name]),
    [rows],
  );
  const accounts = useMemo(() => {
    const names = new Map(rows.map((row) => [row.accountId, row.accountName || row.accountId]));
    return [...names].sort((a, b) => a[1].localeCompare(b[1]));
  }, [rows]);
  const add = (ids: readonly string[]) => onChange(new Set([...chosen, ...ids]));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };

  return (
    <StepSection heading={heading} focusOnMount={false}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'end',
        }}
      >
        <AddAllOf
          label="Account"
          placeholder="Choose an account"
          buttonLabel="Add all in this account"
          options={accounts}
          onAdd={(id) => add(rows.filter((row) => row.accountId === id).map((row) => row.id))}
        />
        <AddAllOf
          label="Site group"
          placeholder="Choose a group"
          buttonLabel="Add all in this group"
          options={groups}
          onAdd={(name) => add(rows.filter((row) => row.group === name).map((row) => row.id))}
        />
      </Box>
      <AddByReports rows={rows} countingStopped={countingStopped} onAdd={add} />
      <SiteSearchField value={query} onSearch={setQuery} />
      <ChoiceGroup
        legend={`Sites (${formatCount(chosen.size)} chosen)`}
        notes={
          !query.trim() && chosen.size === 0
            ? 'Search for a site, or add an account, a group or the sites without reports.'
            : shown.length > SHOWN_ROWS
              ? `Showing ${SHOWN_ROWS} of ${formatCount(shown.length)}: search to narrow.`
              : query.trim() && shown.length === 0
                ? `No site matches “${query.trim()}”.`
                : undefined
        }
      >
        {shown.slice(0, SHOWN_ROWS).map((row) => (
          <Choice
            key={row.id}
            type="checkbox"
            label={row.accountName ? `${row.name} (${row.accountName})` : row.name}
            checked={chosen.has(row.id)}
            onChange={(event) => toggle(row.id, event.target.checked)}
          />
        ))}
      </ChoiceGroup>
      {chosen.size > 0 ? (
        <div>
          <Button onClick={() => onChange(new Set())}>
            Clear the {formatCount(chosen.size)} chosen
          </Button>
        </div>
      ) : null}
    </StepSection>
  );
});

/** A select of accounts or groups, and a button that adds every site of the one chosen. */
function AddAllOf({
  label,
  placeholder,
  buttonLabel,
  options,
  onAdd,
}: {
  label: string;
  placeholder: string;
  buttonLabel: string;
  /** [value, name] pairs, in the order to list them. */
  options: readonly (readonly [string, string])[];
  onAdd: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <SelectInput label={label} value={value} onChange={(event) => setValue(event.target.value)}>
        <option value="">{placeholder}</option>
        {options.map(([id, name]) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </SelectInput>
      <Button variant="outlined" disabled={!value} onClick={() => onAdd(value)}>
        {buttonLabel}
      </Button>
    </Box>
  );
}

/** The reports filter as choices, and how many are not counted yet (a small count is not final). */
function AddByReports({
  rows,
  countingStopped,
  onAdd,
}: {
  rows: readonly SiteRow[];
  countingStopped: boolean;
  onAdd: (ids: readonly string[]) => void;
}) {
  const reports = useReportGroups(rows);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          disabled={reports.without.length === 0}
          onClick={() => onAdd(reports.without)}
        >
          Add all without reports ({formatCount(reports.without.length)})
        </Button>
        <Button
          variant="outlined"
          disabled={reports.withSome.length === 0}
          onClick={() => onAdd(reports.withSome)}
        >
          Add all with reports ({formatCount(reports.withSome.length)})
        </Button>
        <Button variant="outlined" onClick={() => onAdd(rows.map((row) => row.id))}>
          Add all {formatCount(rows.length)} sites
        </Button>
      </Box>
      {reports.uncounted > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {countingStopped
            ? `${formatCount(reports.uncounted)} sites are not counted: counting is stopped.`
            : `Counting the reports of ${formatCount(reports.uncounted)} more sites…`}
        </Typography>
      ) : null}
    </Box>
  );
}
