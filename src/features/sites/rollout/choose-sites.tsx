import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Button } from '#src/components/button';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { SelectInput } from '#src/components/fields/select-input';
import { TextInput } from '#src/components/fields/text-input';
import { StepSection } from '#src/components/step-section';
import { filterSiteRows, type SiteRow } from '#src/features/sites/site-directory-view';

/** Rows listed at once; a search narrows the rest. */
const SHOWN_ROWS = 50;

/**
 * Which sites get the copy: a search over the directory (name, domain, group, tag or ID), a box
 * per site, "all in this group" and "all without reports" (the sites counted with none; those
 * not counted yet are said, not guessed). The source site is not offered.
 */
export function ChooseSites({
  rows,
  chosen,
  withoutReports,
  uncounted,
  onChange,
}: {
  /** Every site but the source. */
  rows: readonly SiteRow[];
  chosen: ReadonlySet<string>;
  /** The sites counted with no schedule. */
  withoutReports: readonly string[];
  /** How many sites have not been counted yet. */
  uncounted: number;
  onChange: (chosen: ReadonlySet<string>) => void;
}) {
  const [query, setQuery] = useState('');
  const [group, setGroup] = useState('');
  // Without a search, the sites chosen so far; with one, what it finds.
  const shown = useMemo(
    () => (query.trim() ? filterSiteRows(rows, query) : rows.filter((row) => chosen.has(row.id))),
    [rows, query, chosen],
  );
  const groups = useMemo(
    () => [...new Set(rows.map((row) => row.group).filter((name) => name !== undefined))].sort(),
    [rows],
  );
  const add = (ids: readonly string[]) => onChange(new Set([...chosen, ...ids]));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };

  return (
    <StepSection heading="Choose the sites" focusOnMount={false}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <SelectInput
            label="Site group"
            value={group}
            onChange={(event) => setGroup(event.target.value)}
          >
            <option value="">Choose a group</option>
            {groups.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectInput>
          <Button
            variant="outlined"
            disabled={!group}
            onClick={() => add(rows.filter((row) => row.group === group).map((row) => row.id))}
          >
            Add all in this group
          </Button>
        </Box>
        <Box>
          <Button
            variant="outlined"
            disabled={withoutReports.length === 0}
            onClick={() => add(withoutReports)}
          >
            Add all without reports ({withoutReports.length})
          </Button>
          {uncounted > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {uncounted} sites are not counted yet: the Sites page counts them.
            </Typography>
          ) : null}
        </Box>
      </Stack>
      <TextInput
        label="Search sites"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        helperText="Name, domain, group, tag or ID"
        autoComplete="off"
      />
      <ChoiceGroup
        legend={`Sites (${chosen.size} chosen)`}
        notes={
          !query.trim() && chosen.size === 0
            ? 'Search for a site, or add a group or the sites without reports.'
            : shown.length > SHOWN_ROWS
              ? `Showing ${SHOWN_ROWS} of ${shown.length}: search to narrow.`
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
          <Button onClick={() => onChange(new Set())}>Clear the {chosen.size} chosen</Button>
        </div>
      ) : null}
    </StepSection>
  );
}
