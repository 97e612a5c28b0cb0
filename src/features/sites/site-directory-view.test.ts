import { describe, expect, it } from 'vitest';
import type { PlatformSite } from '#src/domain/platform-schemas';
import {
  directorySummary,
  filterSiteRows,
  filterSiteRowsByReports,
  groupSiteRows,
  rankSiteMatches,
  limitSections,
  parseGrouping,
  parseReportFilter,
  parseSiteSort,
  sortSiteRows,
  toSiteRows,
  type SiteReportFacts,
} from './site-directory-view';
import type { SiteRecord } from '#src/domain/run-states';

function site(
  id: string,
  name: string,
  account: string,
  extra: Partial<PlatformSite> = {},
): PlatformSite {
  return { id, name, account: { id: account }, ...extra };
}

const SITES: PlatformSite[] = [
  site('a1', 'Harbor Dental Group', 'acc-1', {
    group_name: 'Healthcare',
    tags: ['retainer'],
    installs: [
      { id: 'i1', name: 'harborstg', environment: 'staging', cname: 'harborstg.wpengine.com' },
      { id: 'i2', name: 'harbor', environment: 'production', cname: 'harbordental.example' },
    ],
  }),
  site('a2', 'Bluebird Bakery', 'acc-2', {
    group_name: 'Food',
    tags: ['ecommerce', 'priority'],
    installs: [{ id: 'i3', name: 'bluebird', environment: 'staging', cname: 'bluebird.example' }],
  }),
  site('a3', 'Blue Harbor Marina', 'acc-1', { group_name: null, tags: [] }),
  site('a10', 'Site 10', 'acc-2'),
  site('a9', 'Site 9', 'acc-2', { group_name: 'Food' }),
];

const ACCOUNTS = new Map([
  ['acc-1', 'Acme Marketing'],
  ['acc-2', 'Globex Corporation'],
]);

const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name);

describe('the rows of the Sites page', () => {
  const rows = toSiteRows(SITES, ACCOUNTS);

  it('sorts by name, numbers in number order, and names each account', () => {
    expect(names(rows)).toEqual([
      'Blue Harbor Marina',
      'Bluebird Bakery',
      'Harbor Dental Group',
      'Site 9',
      'Site 10',
    ]);
    expect(rows.find((row) => row.id === 'a2')?.accountName).toBe('Globex Corporation');
  });

  it('shows the production domain, else the first install’s, else none', () => {
    const domain = (id: string) => rows.find((row) => row.id === id)?.domain;
    expect(domain('a1')).toBe('harbordental.example');
    expect(domain('a2')).toBe('bluebird.example');
    expect(domain('a3')).toBeUndefined();
  });

  it('falls back to the account ID where the accounts cannot be read, and leaves it blank while they load', () => {
    expect(toSiteRows(SITES, new Map())[0]?.accountName).toBe('acc-1');
    expect(toSiteRows(SITES, undefined)[0]?.accountName).toBe('');
  });

  it.each([
    ['a part of the name, any case', 'BAKERY', ['Bluebird Bakery']],
    ['every word, in any order', 'harbor blue', ['Blue Harbor Marina']],
    ['a domain', 'harbordental.ex', ['Harbor Dental Group']],
    ['a group', 'healthcare', ['Harbor Dental Group']],
    ['a tag', 'priority', ['Bluebird Bakery']],
    ['an ID', 'a10', ['Site 10']],
    ['an account', 'globex', ['Bluebird Bakery', 'Site 9', 'Site 10']],
    ['nothing', 'zzz', []],
  ])('finds by %s', (_, query, expected) => {
    expect(names(filterSiteRows(rows, query))).toEqual(expected);
  });

  it('offers the site of the name typed first, then names that begin with it, then the rest', () => {
    const agency = toSiteRows(
      [
        site('s1', 'Atlas Freight', 'acc-3'),
        site('s2', 'Initech Agency blog', 'acc-4'),
        site('s3', 'Agency Initech', 'acc-4'),
        site('s4', 'Initech Agency', 'acc-3'),
        site('s5', 'Zenith Labs', 'acc-3'),
      ],
      new Map([
        ['acc-3', 'Initech Agency'],
        ['acc-4', 'Other'],
      ]),
    );
    expect(names(filterSiteRows(agency, 'initech  agency'))).toEqual([
      'Agency Initech',
      'Atlas Freight',
      'Initech Agency',
      'Initech Agency blog',
      'Zenith Labs',
    ]);
    expect(names(rankSiteMatches(agency, ' initech  AGENCY'))).toEqual([
      'Initech Agency',
      'Initech Agency blog',
      'Agency Initech',
      'Atlas Freight',
      'Zenith Labs',
    ]);
    expect(rankSiteMatches(agency, ' ')).toBe(agency);
  });

  it('matches all for an empty or blank search', () => {
    expect(filterSiteRows(rows, '  ')).toBe(rows);
  });

  it('groups by account, the accounts by name and the sites by name within', () => {
    const sections = groupSiteRows(rows, 'account');
    expect(sections.map((section) => [section.label, names(section.rows), section.total])).toEqual([
      ['Acme Marketing', ['Blue Harbor Marina', 'Harbor Dental Group'], 2],
      ['Globex Corporation', ['Bluebird Bakery', 'Site 9', 'Site 10'], 3],
    ]);
  });

  it('groups by site group, the sites without one last', () => {
    const sections = groupSiteRows(rows, 'group');
    expect(sections.map((section) => section.label)).toEqual(['Food', 'Healthcare', 'No group']);
  });

  it('cuts the rows at a limit and keeps each section’s total', () => {
    const { sections, shown } = limitSections(groupSiteRows(rows, 'account'), 3);
    expect(shown).toBe(3);
    expect(sections.map((section) => [names(section.rows), section.total])).toEqual([
      [['Blue Harbor Marina', 'Harbor Dental Group'], 2],
      [['Bluebird Bakery'], 3],
    ]);
  });

  it('reads the grouping from the address, and anything unknown as none', () => {
    expect(parseGrouping('account')).toBe('account');
    expect(parseGrouping('group')).toBe('group');
    expect(parseGrouping('nonsense')).toBe('none');
    expect(parseGrouping(null)).toBe('none');
  });
});

describe('rows made again as pages arrive', () => {
  it('keeps the row of a site met before, and makes it again when its account’s name changes', () => {
    const cache = new WeakMap();
    const first = toSiteRows(SITES.slice(0, 2), ACCOUNTS, cache);
    const again = toSiteRows(SITES, ACCOUNTS, cache);
    const harbor = (rows: readonly { id: string }[]) => rows.find((row) => row.id === 'a1');

    expect(harbor(again)).toBe(harbor(first));
    const renamed = toSiteRows(SITES, new Map([['acc-1', 'Acme Digital']]), cache);
    expect(harbor(renamed)).not.toBe(harbor(first));
    expect(harbor(renamed)).toMatchObject({ accountName: 'Acme Digital' });
  });
});

describe('the reports filter', () => {
  const rows = toSiteRows(SITES, ACCOUNTS);
  // a1 has 3 schedules, a2 none, the others are not counted yet.
  const counts = new Map([
    ['a1', 3],
    ['a2', 0],
  ]);
  const countOf = (id: string) => {
    const scheduleCount = counts.get(id);
    return scheduleCount === undefined ? undefined : { scheduleCount, notSentCount: 0 };
  };
  const ids = (list: readonly { id: string }[]) => list.map((row) => row.id).sort();

  it('lists the sites without reports, or with, never one not counted yet', () => {
    expect(filterSiteRowsByReports(rows, 'all', countOf)).toBe(rows);
    expect(ids(filterSiteRowsByReports(rows, 'none', countOf))).toEqual(['a2']);
    expect(ids(filterSiteRowsByReports(rows, 'some', countOf))).toEqual(['a1']);
  });

  it('keeps the sites with a report not sent, once their reports are matched', () => {
    const facts = new Map([
      ['a1', { scheduleCount: 3, notSentCount: 1 }],
      ['a2', { scheduleCount: 2, notSentCount: 0 }],
      ['b1', { scheduleCount: 4, notSentCount: undefined }],
    ]);
    const filtered = filterSiteRowsByReports(rows, 'not-sent', (id) => facts.get(id));
    expect(ids(filtered)).toEqual(['a1']);
  });

  it('reads the filter from the address, and anything unknown as all', () => {
    expect(['none', 'some', 'not-sent', 'all', 'nonsense', null].map(parseReportFilter)).toEqual([
      'none',
      'some',
      'not-sent',
      'all',
      'all',
      'all',
    ]);
  });

  it('says how many sites fit, and how many are not counted yet', () => {
    const base = { total: 260, query: '', matching: 260, shown: 260, uncounted: 0 };
    expect(directorySummary({ ...base, reports: 'all' })).toBe('260 sites');
    expect(directorySummary({ ...base, total: 1, reports: 'all' })).toBe('1 site');
    expect(directorySummary({ ...base, query: ' bak ', matching: 3, reports: 'all' })).toBe(
      '3 of 260 sites match “bak”',
    );
    expect(directorySummary({ ...base, reports: 'none', shown: 67 })).toBe(
      '67 of 260 sites have no reports scheduled',
    );
    expect(directorySummary({ ...base, reports: 'some', shown: 1, uncounted: 140 })).toBe(
      '1 of 260 sites has reports scheduled · 140 not counted yet',
    );
    expect(
      directorySummary({ ...base, query: 'bak', matching: 3, reports: 'none', shown: 2 }),
    ).toBe('2 of 260 sites match “bak” and have no reports scheduled');
    expect(directorySummary({ ...base, reports: 'not-sent', shown: 5, uncounted: 20 })).toBe(
      '5 of 260 sites have a report not sent in the last 30 days · 20 not counted yet',
    );
  });
});

describe('sorting the sites by their 30-day record', () => {
  const record = (sent: number, notSent: number, due = 0): SiteRecord => ({
    sent,
    notSent,
    due,
    judged: sent + notSent,
  });
  const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'];
  const rows = toSiteRows(
    names.map((name) => site(name.toLowerCase(), name, 'acc-1')),
    new Map(),
  );
  const records = new Map<string, SiteRecord | undefined>([
    ['alpha', record(12, 0)], // all sent
    ['bravo', undefined], // not counted yet
    ['charlie', record(9, 1)], // 90 %
    ['delta', record(0, 0, 1)], // none judged, one due
    ['echo', record(18, 2)], // 90 %, more not sent than Charlie
    ['foxtrot', record(1, 3)], // 25 %
    ['golf', record(6, 0, 2)], // all sent, two due
  ]);
  const factsOf = (id: string): SiteReportFacts | undefined =>
    records.has(id) && records.get(id)
      ? { scheduleCount: 1, notSentCount: 0, record: records.get(id) }
      : undefined;
  const order = (sort: Parameters<typeof sortSiteRows>[1], facts = factsOf) =>
    sortSiteRows(rows, sort, facts).map((row) => row.name);

  it('puts the worst first: the share sent, lowest first, then the most not sent', () => {
    expect(order('record')).toEqual([
      'Foxtrot',
      'Echo',
      'Charlie',
      'Alpha',
      'Golf',
      'Delta',
      'Bravo',
    ]);
  });

  it('puts the best first the other way, sites without a record still after those with one', () => {
    expect(order('-record')).toEqual([
      'Alpha',
      'Golf',
      'Charlie',
      'Echo',
      'Foxtrot',
      'Delta',
      'Bravo',
    ]);
  });

  it('moves a site into place once it is counted', () => {
    expect(order('record').at(-1)).toBe('Bravo');
    records.set('bravo', record(0, 4));
    expect(order('record')[0]).toBe('Bravo');
    records.set('bravo', undefined);
  });

  it('keeps the order by name, or turns it round', () => {
    expect(sortSiteRows(rows, 'name', factsOf)).toBe(rows);
    expect(order('-name')).toEqual([...names].reverse());
  });

  it('reads the sort from the address, and anything unknown as by name', () => {
    expect(['record', '-record', 'name', '-name', 'worst', null].map(parseSiteSort)).toEqual([
      'record',
      '-record',
      'name',
      '-name',
      'name',
      'name',
    ]);
  });
});
