import { describe, expect, it } from 'vitest';
import type { PlatformSite } from '#src/domain/platform-schemas';
import { groupSiteRows, toSiteRows } from './site-directory-view';
import { rowsDrawn, tableRowCount, throughNextWindow } from './rows-drawn';

const site = (id: string, name: string, account: string): PlatformSite => ({
  id,
  name,
  account: { id: account },
});

const names = (sections: { rows: readonly { name: string }[] }[]) =>
  sections.flatMap((section) => section.rows.map((row) => row.name));

const FIRST_PAGE = [
  site('s1', 'Alder', 'acc-1'),
  site('s2', 'Birch', 'acc-2'),
  site('s3', 'Cedar', 'acc-1'),
  site('s4', 'Elm', 'acc-2'),
  site('s5', 'Fir', 'acc-1'),
];

describe('the rows the Sites page draws', () => {
  const sections = groupSiteRows(toSiteRows(FIRST_PAGE, undefined), 'none');

  it('draws a window at first, and a window more through the next site', () => {
    expect(names(rowsDrawn(sections, 2, null).sections)).toEqual(['Alder', 'Birch']);
    const through = throughNextWindow(sections, 2, 2);
    expect(through).toBe('s4');
    expect(rowsDrawn(sections, 2, through).shown).toBe(4);
    // Past the end: through the last site.
    expect(throughNextWindow(sections, 4, 2)).toBe('s5');
    expect(throughNextWindow([], 0, 2)).toBeNull();
  });

  it('keeps every row drawn when sites arrive before the last one', () => {
    const through = throughNextWindow(sections, 2, 2);
    const arrived = groupSiteRows(
      toSiteRows(
        [...FIRST_PAGE, site('s6', 'Beech', 'acc-2'), site('s7', 'Dogwood', 'acc-1')],
        undefined,
      ),
      'none',
    );
    expect(names(rowsDrawn(arrived, 2, through).sections)).toEqual([
      'Alder',
      'Beech',
      'Birch',
      'Cedar',
      'Dogwood',
      'Elm',
    ]);
  });

  it('counts across sections, and draws a window again when the site is gone', () => {
    const byAccount = groupSiteRows(toSiteRows(FIRST_PAGE, undefined), 'account');
    const through = throughNextWindow(byAccount, 0, 4);
    expect(rowsDrawn(byAccount, 1, through).shown).toBe(4);
    expect(rowsDrawn(byAccount, 1, 'gone').shown).toBe(1);
  });

  it('counts the whole table’s rows for a screen reader, however few are drawn', () => {
    // The head and 5 sites; grouped by account, a heading row for each of the 2 accounts too.
    expect(tableRowCount(sections)).toBe(6);
    const byAccount = groupSiteRows(toSiteRows(FIRST_PAGE, undefined), 'account');
    expect(tableRowCount(byAccount)).toBe(8);
    expect(tableRowCount(rowsDrawn(byAccount, 1, null).sections)).toBeLessThan(8);
  });
});
