import { describe, expect, it } from 'vitest';
import { PlatformSiteSchema } from '#src/domain/platform-schemas';
import { canSeeSite } from './auth';
import {
  ACME_ACCOUNT_ID,
  ACME_SITE_ID,
  DEMO_SITES,
  GLOBEX_ACCOUNT_ID,
  GLOBEX_SITE_ID,
  INITECH_ACCOUNT_ID,
  INITECH_SITE_ID,
  THIRD_PAGE_SITE,
} from './directory';
import {
  DEFAULT_SITE_COUNT,
  demoSites,
  MAX_SITE_COUNT,
  MIN_SITE_COUNT,
  PLATFORM_ACCOUNTS,
} from './seed-sites';
import { MOCK_USERS } from './users';

const demoUser = MOCK_USERS.find((user) => user.username === 'demo');
const viewer = MOCK_USERS.find((user) => user.username === 'viewer');

describe('the demo platform: accounts and sites', () => {
  it('has three accounts, and the demo user sees 250+ sites in all three', () => {
    expect(PLATFORM_ACCOUNTS.map(({ name }) => name)).toEqual([
      'acmemarketing',
      'globex',
      'initechagency',
    ]);
    const { sites } = demoSites();
    expect(sites).toHaveLength(DEFAULT_SITE_COUNT);
    expect(DEFAULT_SITE_COUNT).toBeGreaterThanOrEqual(250);
    const visible = sites.filter((site) => demoUser && canSeeSite(demoUser, site));
    expect(visible).toHaveLength(sites.length);
    for (const account of PLATFORM_ACCOUNTS) {
      expect(visible.filter((site) => site.account.id === account.id).length).toBeGreaterThan(50);
    }
  });

  it('keeps the three hand-written sites, each in its own account', () => {
    const directory = demoSites();
    expect(
      DEMO_SITES.map(({ id }) => {
        const site = directory.site(id);
        return { id, name: site?.name, account: site?.account.id };
      }),
    ).toEqual([
      { id: ACME_SITE_ID, name: 'Acme Marketing', account: ACME_ACCOUNT_ID },
      { id: GLOBEX_SITE_ID, name: 'Globex Shop', account: GLOBEX_ACCOUNT_ID },
      { id: INITECH_SITE_ID, name: 'Initech Agency', account: INITECH_ACCOUNT_ID },
    ]);
  });

  it('answers every field of the published site record, as the app parses it', () => {
    for (const site of demoSites().sites) {
      expect(PlatformSiteSchema.parse(site)).toEqual(site);
      expect(site.created_at).toMatch(/^20\d\d-\d\d-\d\dT\d\d:\d\d:00Z$/);
      expect(site.tags.length).toBeLessThanOrEqual(3);
      expect(new Set(site.tags).size).toBe(site.tags.length);
      const [production, ...others] = site.installs;
      expect(production).toMatchObject({
        environment: 'production',
        name: expect.stringMatching(/^[a-z][a-z0-9]{2,13}$/),
      });
      expect(production?.cname).toBe(`${production?.name}.wpengine.com`);
      for (const install of others) {
        expect(['staging', 'development']).toContain(install.environment);
        expect(install.cname).toBe(`${install.name}.wpengine.com`);
      }
    }
  });

  it('gives every site its own name, id and install names, and varies the rest', () => {
    const { sites } = demoSites();
    expect(new Set(sites.map((site) => site.name.toLowerCase())).size).toBe(sites.length);
    expect(new Set(sites.map((site) => site.id)).size).toBe(sites.length);
    const installs = sites.flatMap((site) => site.installs);
    expect(new Set(installs.map((install) => install.name)).size).toBe(installs.length);
    expect(new Set(installs.map((install) => install.id)).size).toBe(installs.length);
    const share = (test: (site: (typeof sites)[number]) => boolean) =>
      sites.filter(test).length / sites.length;
    expect(share((site) => site.group_name === null)).toBeGreaterThan(0.05);
    expect(share((site) => site.tags.length === 0)).toBeGreaterThan(0.05);
    expect(share((site) => site.tags.length >= 2)).toBeGreaterThan(0.1);
    expect(share((site) => site.installs.some((i) => i.environment === 'staging'))).toBeGreaterThan(
      0.5,
    );
    expect(
      share((site) => site.installs.some((i) => i.environment === 'development')),
    ).toBeGreaterThan(0.05);
    expect(share((site) => site.sandbox)).toBeGreaterThan(0);
    expect(share((site) => site.transferable)).toBeGreaterThan(0);
  });

  it('orders the sites by account, then by name', () => {
    const { sites } = demoSites();
    const accountOrder = PLATFORM_ACCOUNTS.map((account) => account.id);
    const keys = sites.map((site) => ({
      account: accountOrder.indexOf(site.account.id),
      name: site.name.toLowerCase(),
    }));
    const sorted = [...keys].sort((a, b) =>
      a.account !== b.account ? a.account - b.account : a.name < b.name ? -1 : 1,
    );
    expect(keys).toEqual(sorted);
  });

  it("puts THIRD_PAGE_SITE, an Initech site, on the third page of the demo user's list", () => {
    const visible = demoSites().sites.filter((site) => demoUser && canSeeSite(demoUser, site));
    const position = visible.findIndex((site) => site.id === THIRD_PAGE_SITE.id);
    expect(position).toBeGreaterThanOrEqual(200);
    expect(position).toBeLessThan(300);
    expect(visible[position]).toMatchObject({
      name: THIRD_PAGE_SITE.name,
      account: { id: INITECH_ACCOUNT_ID },
    });
    expect(visible.filter((site) => /quillfeather/i.test(site.name))).toHaveLength(1);
  });

  it('lets the viewer see the Acme Marketing site alone', () => {
    const visible = demoSites().sites.filter((site) => viewer && canSeeSite(viewer, site));
    expect(visible.map((site) => site.id)).toEqual([ACME_SITE_ID]);
  });

  it('makes a bench-sized platform just as well, the same on every call', () => {
    const big = demoSites(1000);
    expect(big.sites).toHaveLength(1000);
    expect(new Set(big.sites.map((site) => site.name.toLowerCase())).size).toBe(1000);
    expect(big.site(THIRD_PAGE_SITE.id)?.name).toBe(THIRD_PAGE_SITE.name);
    expect(big.site(ACME_SITE_ID)?.name).toBe('Acme Marketing');
    expect(demoSites(1000)).toBe(big);
  });

  it.each([MIN_SITE_COUNT - 1, MAX_SITE_COUNT + 1, 260.5, Number.NaN])(
    'refuses a site count of %s',
    (count) => {
      expect(() => demoSites(count)).toThrow(RangeError);
    },
  );
});
