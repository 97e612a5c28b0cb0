/**
 * The demo's accounts and sites: fixed ones plus PRNG-generated, the same every run; shared by stores
 * of the same size, as nothing depends on the moment of seeding.
 */
import { formatUtcIso } from '#src/domain/recurrence';
import {
  ACME_ACCOUNT_ID,
  ACME_SITE_ID,
  GLOBEX_ACCOUNT_ID,
  GLOBEX_SITE_ID,
  INITECH_ACCOUNT_ID,
  INITECH_SITE_ID,
  THIRD_PAGE_SITE,
} from './directory';
import type { MockAccount, MockInstall, MockSite } from './model';
import { createRandom, pick, pickDistinct, randomUuid } from './random';

/** The demo's accounts, in `GET /accounts` order (and the order of `GET /sites`). */
export const PLATFORM_ACCOUNTS: readonly MockAccount[] = [
  { id: ACME_ACCOUNT_ID, name: 'acmemarketing', nickname: 'Acme Marketing' },
  { id: GLOBEX_ACCOUNT_ID, name: 'globex', nickname: 'Globex Corporation' },
  { id: INITECH_ACCOUNT_ID, name: 'initechagency', nickname: 'Initech Agency' },
];

/** An agency's portfolio: three pages of 100. */
export const DEFAULT_SITE_COUNT = 260;
/** The hand-written sites and THIRD_PAGE_SITE are always there. */
export const MIN_SITE_COUNT = 4;
/** Enough for a bench; the word lists name about 100,000 sites. */
export const MAX_SITE_COUNT = 20_000;

export interface SiteDirectory {
  /** Every site, in `GET /sites` order: by account (PLATFORM_ACCOUNTS), then by name. */
  readonly sites: readonly MockSite[];
  site(siteId: string): MockSite | undefined;
}

interface AccountProfile {
  account: string;
  share: number;
  /** The portal's site groups of the account; null stands for a site in no group. */
  groups: readonly (string | null)[];
  prngSeed: number;
}

const ACCOUNT_PROFILES: readonly AccountProfile[] = [
  {
    account: ACME_ACCOUNT_ID,
    share: 0.35,
    groups: ['Retainer clients', 'Healthcare', 'Hospitality', 'Professional services', null],
    prngSeed: 0xac3e51,
  },
  {
    account: GLOBEX_ACCOUNT_ID,
    share: 0.25,
    groups: ['Brand sites', 'Storefronts', 'Regional', 'Campaigns', null, null],
    prngSeed: 0x610be5,
  },
  {
    account: INITECH_ACCOUNT_ID,
    share: 0.4,
    groups: ['Care plans', 'Ecommerce builds', 'Nonprofits', 'Overdue', 'Onboarding', null],
    prngSeed: 0x1e7ec5,
  },
];

const NAME_PREFIXES = [
  'Amberly',
  'Atlas',
  'Beacon Hill',
  'Birchwood',
  'Blue Harbor',
  'Bluebird',
  'Brightpath',
  'Cedar Hollow',
  'Clearwater',
  'Copperline',
  'Cornerstone',
  'Crescent',
  'Dovetail',
  'Driftwood',
  'Elmwood',
  'Evergreen',
  'Fairhaven',
  'Foxglove',
  'Golden Fork',
  'Granite Peak',
  'Greenfield',
  'Harbor',
  'Hawthorne',
  'Highland',
  'Hillcrest',
  'Ironclad',
  'Ivy Lane',
  'Juniper',
  'Kestrel',
  'Lakeview',
  'Larkspur',
  'Lighthouse',
  'Lumen',
  'Magnolia',
  'Maple Street',
  'Meadowbrook',
  'Mosaic',
  'Nimbus',
  'Northside',
  'Northstar',
  'Oakridge',
  'Old Mill',
  'Orchard Lane',
  'Parkside',
  'Pinecrest',
  'Prairie Sky',
  'Red Barn',
  'Redwood',
  'Riverbend',
  'Rosewood',
  'Saltwater',
  'Sandpiper',
  'Silverleaf',
  'Starlight',
  'Stonebridge',
  'Summit',
  'Sunrise',
  'Tamarack',
  'Thistle',
  'Tidewater',
  'Twin Pines',
  'Union Square',
  'Velocity',
  'Westbrook',
  'Wildflower',
  'Willow Creek',
  'Zephyr',
] as const;

const NAME_BUSINESSES = [
  'Academy',
  'Accounting',
  'Animal Hospital',
  'Auto Repair',
  'Bakery',
  'Bistro',
  'Books',
  'Boutique',
  'Brewing Co.',
  'Builders',
  'Catering',
  'Chiropractic',
  'Cinemas',
  'Cleaners',
  'Climbing Gym',
  'Coffee Roasters',
  'Coworking',
  'Credit Union',
  'Cycles',
  'Dance Studio',
  'Day Spa',
  'Dental Group',
  'Design Co.',
  'Eye Care',
  'Family Dental',
  'Farms',
  'Fitness',
  'Florist',
  'Freight',
  'Furniture',
  'Gallery',
  'Hardware',
  'Inn',
  'Insurance',
  'Jewelers',
  'Landscaping',
  'Law',
  'Lighting',
  'Marina',
  'Music School',
  'Nursery',
  'Orthodontics',
  'Outdoor Gear',
  'Pediatrics',
  'Pet Supply',
  'Pharmacy',
  'Photography',
  'Physical Therapy',
  'Plumbing',
  'Pottery Studio',
  'Printing',
  'Real Estate',
  'Realty',
  'Roofing',
  'Salon',
  'Ski School',
  'Surf Shop',
  'Tea House',
  'Toys',
  'Travel',
  'Tutoring',
  'Veterinary Clinic',
  'Vineyards',
  'Wealth Advisors',
  'Winery',
  'Yoga Studio',
] as const;

/** For names once the plain pairs run out. */
const NAME_CITIES = [
  'Asheville',
  'Austin',
  'Bend',
  'Boise',
  'Burlington',
  'Denver',
  'Duluth',
  'Eugene',
  'Fargo',
  'Madison',
  'Missoula',
  'Omaha',
  'Portland',
  'Raleigh',
  'Reno',
  'Santa Fe',
  'Savannah',
  'Spokane',
  'Tucson',
  'Tulsa',
] as const;

const TAGS = [
  'client',
  'retainer',
  'ecommerce',
  'wordpress-vip',
  'priority',
  'maintenance-plan',
  'seasonal',
  'multilingual',
  'headless',
  'nonprofit',
] as const;

const PHP_VERSIONS = ['8.3', '8.2', '8.2', '8.2', '8.1', '8.1', '8.0', '7.4'] as const;

const CREATED_FROM = Date.UTC(2015, 0, 1);
const CREATED_TO = Date.UTC(2025, 9, 31);

/** Lower-case letters and digits, 14 at most, as the portal allows; a taken name gets a number. */
function installSlug(name: string, taken: Set<string>): string {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let base = '';
  for (const [index, word] of words.entries()) {
    const initials = words
      .slice(index + 1)
      .map((rest) => rest[0])
      .join('');
    if ((base + word + initials).length > 14) {
      base += words
        .slice(index)
        .map((rest) => rest[0])
        .join('');
      break;
    }
    base += word;
  }
  base = base.slice(0, 14);
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base.slice(0, 14 - String(n).length)}${n}`;
  taken.add(slug);
  return slug;
}

interface SiteSketch {
  id: string;
  name: string;
  account: string;
  /** Installs besides production; the hand-written sites have fixed ones. */
  environments?: readonly MockInstall['environment'][];
  group_name?: string | null;
  tags?: string[];
  created_at?: string;
  sandbox?: boolean;
  transferable?: boolean;
}

function siteFrom(
  sketch: SiteSketch,
  profile: AccountProfile,
  random: () => number,
  slugs: Set<string>,
): MockSite {
  const slug = installSlug(sketch.name, slugs);
  const sandbox = sketch.sandbox ?? random() < 0.04;
  const phpVersion = pick(random, PHP_VERSIONS);
  const isMultisite = random() < 0.05;
  const environments: MockInstall['environment'][] = sketch.environments
    ? [...sketch.environments]
    : [
        'production',
        ...(random() < 0.75 ? (['staging'] as const) : []),
        ...(random() < 0.2 ? (['development'] as const) : []),
      ];
  const suffix = { production: '', staging: 'stg', development: 'dev' } as const;
  const installs = environments.map((environment): MockInstall => {
    const name = `${slug}${environment ? suffix[environment] : ''}`;
    return {
      id: randomUuid(random),
      name,
      environment,
      cname: `${name}.wpengine.com`,
      // Staging and development often try the next PHP first.
      php_version: environment === 'production' || random() < 0.7 ? phpVersion : '8.3',
      is_multisite: isMultisite,
    };
  });
  const tagCount = pick(random, [0, 1, 1, 2, 2, 3]);
  return {
    id: sketch.id,
    name: sketch.name,
    account: { id: sketch.account },
    group_name:
      sketch.group_name !== undefined
        ? sketch.group_name
        : sandbox
          ? 'Sandboxes'
          : pick(random, profile.groups),
    tags: sketch.tags ?? (sandbox ? [] : pickDistinct(random, TAGS, tagCount)),
    created_at:
      sketch.created_at ??
      formatUtcIso(
        new Date(
          CREATED_FROM + Math.floor(random() * ((CREATED_TO - CREATED_FROM) / 60_000)) * 60_000,
        ),
      ),
    sandbox,
    // Sandboxes are made to be handed over to a client; a few others wait for a transfer too.
    transferable: sketch.transferable ?? (sandbox || random() < 0.08),
    installs,
  };
}

const FIXED_SITES: readonly SiteSketch[] = [
  {
    id: ACME_SITE_ID,
    name: 'Acme Marketing',
    account: ACME_ACCOUNT_ID,
    environments: ['production', 'staging', 'development'],
    group_name: 'Our sites',
    tags: ['priority', 'wordpress-vip'],
    created_at: '2016-03-08T14:20:00Z',
    sandbox: false,
    transferable: false,
  },
  {
    id: GLOBEX_SITE_ID,
    name: 'Globex Shop',
    account: GLOBEX_ACCOUNT_ID,
    environments: ['production', 'staging'],
    group_name: 'Storefronts',
    tags: ['ecommerce', 'priority'],
    created_at: '2018-11-23T09:05:00Z',
    sandbox: false,
    transferable: false,
  },
  {
    id: INITECH_SITE_ID,
    name: 'Initech Agency',
    account: INITECH_ACCOUNT_ID,
    environments: ['production', 'staging'],
    group_name: 'Our sites',
    tags: ['retainer'],
    created_at: '2017-07-14T16:45:00Z',
    sandbox: false,
    transferable: false,
  },
  {
    id: THIRD_PAGE_SITE.id,
    name: THIRD_PAGE_SITE.name,
    account: INITECH_ACCOUNT_ID,
    environments: ['production', 'staging'],
    group_name: 'Care plans',
    tags: ['client', 'retainer'],
    created_at: '2021-09-30T11:15:00Z',
    sandbox: false,
    transferable: false,
  },
];

/** The number of generated sites of each account: shares of what the fixed sites leave. */
function generatedCounts(siteCount: number): number[] {
  const generated = siteCount - FIXED_SITES.length;
  const counts = ACCOUNT_PROFILES.map((profile) => Math.round(generated * profile.share));
  const last = counts.length - 1;
  counts[last] = generated - counts.slice(0, last).reduce((sum, count) => sum + count, 0);
  return counts;
}

function generateSites(siteCount: number): SiteDirectory {
  const names = new Set(FIXED_SITES.map((site) => site.name.toLowerCase()));
  const slugs = new Set<string>();
  const counts = generatedCounts(siteCount);
  const byAccount = ACCOUNT_PROFILES.map((profile, index): MockSite[] => {
    const random = createRandom(profile.prngSeed);
    const sites = FIXED_SITES.filter((site) => site.account === profile.account).map((sketch) =>
      siteFrom(sketch, profile, random, slugs),
    );
    for (let n = 0; n < (counts[index] ?? 0); n++) {
      const id = randomUuid(random);
      sites.push(
        siteFrom(
          { id, name: uniqueName(random, names), account: profile.account },
          profile,
          random,
          slugs,
        ),
      );
    }
    return sites.sort(byName);
  });
  const sites = byAccount.flat();
  const byId = new Map(sites.map((site) => [site.id, site]));
  return { sites, site: (siteId) => byId.get(siteId) };
}

/** 'Bluebird Bakery', a name no other site has (in any case); with a city once pairs run out. */
function uniqueName(random: () => number, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const pair = `${pick(random, NAME_PREFIXES)} ${pick(random, NAME_BUSINESSES)}`;
    const name = attempt < 20 ? pair : `${pair} ${pick(random, NAME_CITIES)}`;
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

/** By name, ignoring case, by code point: the same order in every browser and in Node. */
function byName(a: MockSite, b: MockSite): number {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

const directories = new Map<number, SiteDirectory>();

/** The demo's sites for `siteCount`, generated on first use and kept. */

export function demoSites(siteCount: number = DEFAULT_SITE_COUNT): SiteDirectory {
  if (!Number.isInteger(siteCount) || siteCount < MIN_SITE_COUNT || siteCount > MAX_SITE_COUNT) {
    throw new RangeError(
      `The demo's site count must be a whole number from ${MIN_SITE_COUNT} to ${MAX_SITE_COUNT}, got ${siteCount}`,
    );
  }
  let directory = directories.get(siteCount);
  if (!directory) {
    directory = generateSites(siteCount);
    directories.set(siteCount, directory);
  }
  return directory;
}
