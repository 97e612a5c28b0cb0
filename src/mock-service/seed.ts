/**
 * The demo data: three sites, four templates, two accounts and their schedules. Deterministic:
 * identifiers never change, and every date is derived from `seededAt` (the moment of seeding)
 * in the service's zone, so the first runs are always upcoming and at the sketched wall-clock
 * time of that zone. Initech's 5,000 schedules come from a seeded PRNG and
 * are generated only when first asked for.
 */
import {
  alignFirstRun,
  formatUtcIso,
  frequencyFor,
  localDateAfter,
  type Cadence,
} from '#src/domain/recurrence';
import type { StoredSchedule, StoredTemplate } from './model';

import {
  ACME_SITE_ID,
  DEMO_ACCOUNTS,
  DEMO_SITES,
  GLOBEX_SITE_ID,
  INITECH_SITE_ID,
  MOCK_ACCOUNTS,
} from './directory';

export { ACME_SITE_ID, DEMO_ACCOUNTS, DEMO_SITES, GLOBEX_SITE_ID, INITECH_SITE_ID, MOCK_ACCOUNTS };

const INITECH_SCHEDULE_COUNT = 5000;

// ---------------------------------------------------------------------------------------------
// Templates. The first one is the default of a create without template_uuid.

export const TEMPLATE_IDS = {
  monthlyClientReport: '3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d',
  securityMaintenance: '7a9c2e4f-6b1d-4e8a-8c3f-1d5b7e9a2c4f',
  executiveSummary: 'b2e4a6c8-1f3d-4b5a-9e7c-2a4c6e8f1b3d',
  fullSiteHealth: 'e8c1a3f5-7d9b-4c2e-a6f8-3b5d7f9a1c2e',
} as const;

export const SEED_TEMPLATES: readonly StoredTemplate[] = [
  {
    template_uuid: TEMPLATE_IDS.monthlyClientReport,
    template_name: 'Monthly client report',
    description:
      'Traffic, usage and speed at a glance, for the client who wants the headline numbers.',
    company_name: 'Acme Marketing',
    brand_colour: '#E4572E',
    logo_path: '/mock-assets/acme-marketing-logo.svg',
    preview_image_path: '/mock-assets/monthly-client-report-preview.svg',
    branding_uuid: '5c7e9a1b-3d5f-4a7c-8e9b-1a3c5e7f9b2d',
    sections: [
      { name: 'cover' },
      { name: 'overview' },
      { name: 'usage' },
      { name: 'traffic' },
      { name: 'performance' },
    ],
    created_at: '2025-01-14T10:12:00Z',
    updated_at: '2025-06-02T08:45:00Z',
  },
  {
    template_uuid: TEMPLATE_IDS.securityMaintenance,
    template_name: 'Security & maintenance',
    description: 'Updates applied, backups taken and security findings: the care-plan report.',
    company_name: 'Northwind Digital',
    brand_colour: '#1F6FEB',
    logo_path: '/mock-assets/northwind-digital-logo.svg',
    preview_image_path: '/mock-assets/security-maintenance-preview.svg',
    branding_uuid: '8d2f4b6a-9c1e-4d3f-b5a7-2c4e6a8b1d3f',
    sections: [
      { name: 'cover' },
      { name: 'overview' },
      { name: 'plugins' },
      { name: 'themes' },
      { name: 'security' },
      { name: 'backups' },
    ],
    created_at: '2025-02-03T14:30:00Z',
    updated_at: '2025-02-03T14:30:00Z',
  },
  {
    template_uuid: TEMPLATE_IDS.executiveSummary,
    template_name: 'Executive summary',
    description: 'One page for leadership: the overview and where visitors came from.',
    company_name: 'Brightside Studio',
    brand_colour: '#7A3FD1',
    logo_path: '/mock-assets/brightside-studio-logo.svg',
    preview_image_path: '/mock-assets/executive-summary-preview.svg',
    branding_uuid: '1e3a5c7d-9f2b-4e4d-a6c8-3f5a7c9e1b4d',
    sections: [{ name: 'cover' }, { name: 'overview' }, { name: 'traffic' }],
    created_at: '2025-03-21T09:00:00Z',
    updated_at: '2025-07-11T16:20:00Z',
  },
  {
    template_uuid: TEMPLATE_IDS.fullSiteHealth,
    template_name: 'Full site health',
    description: 'Every section the service offers, for the quarterly deep dive.',
    company_name: 'Globex Web Team',
    brand_colour: '#2E8B57',
    logo_path: '/mock-assets/globex-web-team-logo.svg',
    preview_image_path: '/mock-assets/full-site-health-preview.svg',
    branding_uuid: '4b6d8f1a-2c3e-4f5a-9b7d-4e6f8a1c3b5e',
    sections: [
      { name: 'cover' },
      { name: 'overview' },
      { name: 'usage' },
      { name: 'traffic' },
      { name: 'performance' },
      { name: 'themes' },
      { name: 'plugins' },
      { name: 'security' },
      { name: 'backups' },
    ],
    created_at: '2024-11-05T12:00:00Z',
    updated_at: '2025-05-19T07:35:00Z',
  },
];

// ---------------------------------------------------------------------------------------------
// Hand-written schedules of Acme and Globex.

interface ScheduleSketch {
  title: string;
  cadence: Cadence;
  /** For monthly: the day of the month. */
  dayOfMonth?: number;
  /** The first run is on or after this many days from seeding (weekly: exactly). */
  inDays: number;
  /** 'HH:mm' in the service's zone. */
  time: string;
  template: keyof typeof TEMPLATE_IDS;
  recipients: [name: string, email: string][];
  sections: string[];
}

const ACME_SCHEDULES: ScheduleSketch[] = [
  {
    title: 'Weekly traffic snapshot',
    cadence: 'weekly',
    inDays: 2,
    time: '09:00',
    template: 'monthlyClientReport',
    recipients: [
      ['Dana Whitfield', 'dana.whitfield@acme-marketing.example'],
      ['Marco Alvarez', 'marco.alvarez@acme-marketing.example'],
    ],
    sections: ['cover', 'overview', 'traffic'],
  },
  {
    title: 'Fortnightly plugin and security review',
    cadence: 'biweekly',
    inDays: 4,
    time: '14:30',
    template: 'securityMaintenance',
    recipients: [
      ['Priya Raman', 'priya.raman@acme-marketing.example'],
      ['', 'it-ops@acme-marketing.example'],
    ],
    sections: ['overview', 'plugins', 'security', 'backups'],
  },
  {
    title: 'Mid-month performance report',
    cadence: 'monthly',
    dayOfMonth: 15,
    inDays: 1,
    time: '08:00',
    template: 'monthlyClientReport',
    recipients: [
      ['Dana Whitfield', 'dana.whitfield@acme-marketing.example'],
      ['Tom Okafor', 'tom.okafor@acme-marketing.example'],
      ['Lena Fischer', 'lena.fischer@client-bakery.example'],
    ],
    sections: ['cover', 'overview', 'usage', 'performance'],
  },
  {
    title: 'Month-end client summary',
    cadence: 'monthly',
    dayOfMonth: 30,
    inDays: 1,
    time: '17:00',
    template: 'executiveSummary',
    recipients: [['Grace Liu', 'grace.liu@acme-marketing.example']],
    sections: ['cover', 'overview', 'traffic'],
  },
  {
    title: 'Last-day-of-month backup audit',
    cadence: 'monthly',
    dayOfMonth: 31,
    inDays: 1,
    time: '06:00',
    template: 'securityMaintenance',
    recipients: [
      ['', 'it-ops@acme-marketing.example'],
      ['Priya Raman', 'priya.raman@acme-marketing.example'],
    ],
    sections: ['backups', 'security'],
  },
  {
    title: 'Monthly stakeholder overview',
    cadence: 'monthly',
    dayOfMonth: 1,
    inDays: 1,
    time: '09:00',
    template: 'monthlyClientReport',
    recipients: [
      ['Dana Whitfield', 'dana.whitfield@acme-marketing.example'],
      ['Marco Alvarez', 'marco.alvarez@acme-marketing.example'],
      ['Grace Liu', 'grace.liu@acme-marketing.example'],
      ['Samuel Adeyemi', 'samuel.adeyemi@acme-marketing.example'],
      ['Board mailbox', 'board@acme-marketing.example'],
    ],
    sections: ['cover', 'overview', 'usage', 'traffic', 'performance'],
  },
  {
    title: 'Content team weekly digest',
    cadence: 'weekly',
    inDays: 5,
    time: '16:00',
    template: 'executiveSummary',
    recipients: [
      ['Hannah Brooks', 'hannah.brooks@acme-marketing.example'],
      ['', 'content@acme-marketing.example'],
    ],
    sections: ['overview', 'traffic'],
  },
];

const GLOBEX_SCHEDULES: ScheduleSketch[] = [
  {
    title: 'Storefront health check',
    cadence: 'weekly',
    inDays: 3,
    time: '07:30',
    template: 'fullSiteHealth',
    recipients: [['Hank Scorpio', 'hank.scorpio@globex-shop.example']],
    sections: ['overview', 'performance', 'security', 'backups'],
  },
  {
    title: 'Holiday sales traffic',
    cadence: 'biweekly',
    inDays: 6,
    time: '10:00',
    template: 'executiveSummary',
    recipients: [
      ['Mindy Simmons', 'mindy.simmons@globex-shop.example'],
      ['Frank Grimes', 'frank.grimes@globex-shop.example'],
    ],
    sections: ['cover', 'overview', 'traffic'],
  },
  {
    title: 'Monthly plugin update log',
    cadence: 'monthly',
    dayOfMonth: 28,
    inDays: 1,
    time: '12:00',
    template: 'securityMaintenance',
    recipients: [['', 'webteam@globex-shop.example']],
    sections: ['plugins', 'themes'],
  },
];

// ---------------------------------------------------------------------------------------------
// Generation.

/** Mulberry32: a tiny, fast, seedable PRNG; good enough for demo data. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version 4 UUID drawn from `random`, so seeded identifiers are the same on every run. */
function randomUuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(random() * 4) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

type FirstRunSketch = Pick<ScheduleSketch, 'cadence' | 'dayOfMonth' | 'inDays' | 'time'>;

/**
 * First runs of seed schedules, in the service's zone: the date `inDays` (>= 1) after seeding,
 * aligned to the cadence by the domain's `alignFirstRun` (weekly: that date itself; monthly: the
 * next day-of-month on or after it), at the sketch's time. An alignment costs a fraction of a
 * millisecond (more in a zone with daylight saving), too much 5,000 times over, so results are
 * memoised per (cadence, day of month, inDays, time): Initech's 5,000 share under 300.
 */
function createFirstRuns(seededAt: Date, serviceTimeZone: string) {
  const runs = new Map<string, string>();
  return (sketch: FirstRunSketch): string => {
    const dayOfMonth = sketch.dayOfMonth ?? 1;
    const inDays = Math.max(1, sketch.inDays);
    // Weekly and every two weeks align alike; the day of month counts for monthly only.
    const kind = sketch.cadence === 'monthly' ? `monthly-${dayOfMonth}` : 'days';
    const key = `${kind}|${inDays}|${sketch.time}`;
    let run = runs.get(key);
    if (run === undefined) {
      const { at } = alignFirstRun({
        cadence: sketch.cadence,
        dayOfMonth,
        date: localDateAfter(seededAt, inDays, serviceTimeZone),
        time: sketch.time,
        timeZone: serviceTimeZone,
        now: seededAt,
      });
      run = formatUtcIso(at);
      runs.set(key, run);
    }
    return run;
  };
}

function fromSketches(
  siteId: string,
  sketches: readonly ScheduleSketch[],
  firstRun: ReturnType<typeof createFirstRuns>,
  prngSeed: number,
): StoredSchedule[] {
  const random = createRandom(prngSeed);
  return sketches.map((sketch) => ({
    uuid: randomUuid(random),
    site_id: siteId,
    title: sketch.title,
    next_scheduled_date: firstRun(sketch),
    template_uuid: TEMPLATE_IDS[sketch.template],
    frequency: frequencyFor(sketch.cadence, sketch.dayOfMonth ?? 1),
    recipients: sketch.recipients.map(([name, email]) => ({ name, email })),
    sections: sketch.sections.map((name) => ({ name })),
  }));
}

const INITECH_CLIENTS = [
  'Bluebird Bakery',
  'Harbor Dental Group',
  'Summit Outdoor Gear',
  'Maple Street Law',
  'Copperline Coffee',
  'Northside Veterinary',
  'Lakeview Realty',
  'Pixel & Pine Design',
  'Redwood Fitness',
  'Silverleaf Spa',
  'Cornerstone Builders',
  'Brightpath Tutoring',
  'Golden Fork Bistro',
  'Evergreen Landscaping',
  'Ironclad Security',
  'Riverbend Winery',
  'Starlight Cinemas',
  'Blue Harbor Marina',
  'Oakridge Pediatrics',
  'Sunrise Yoga Studio',
  'Atlas Freight',
  'Juniper Books',
  'Crescent Dental',
  'Meadowbrook Farms',
  'Velocity Cycles',
  'Hillcrest Academy',
  'Tidewater Insurance',
  'Fable & Co. Toys',
  'Granite Peak Ski School',
  'Lumen Lighting',
] as const;

const INITECH_REPORTS: readonly { kind: string; template: keyof typeof TEMPLATE_IDS }[] = [
  { kind: 'traffic report', template: 'monthlyClientReport' },
  { kind: 'performance review', template: 'monthlyClientReport' },
  { kind: 'maintenance report', template: 'securityMaintenance' },
  { kind: 'security digest', template: 'securityMaintenance' },
  { kind: 'executive summary', template: 'executiveSummary' },
  { kind: 'site health check', template: 'fullSiteHealth' },
];

const FIRST_NAMES = [
  'Peter',
  'Samir',
  'Michael',
  'Joanna',
  'Bill',
  'Milton',
  'Tom',
  'Anne',
  'Lucia',
  'Kenji',
  'Fatima',
  'Oliver',
  'Chloe',
  'Diego',
  'Nora',
  'Ravi',
  'Ingrid',
  'Malik',
  'Sofia',
  'Wei',
] as const;
const LAST_NAMES = [
  'Gibbons',
  'Nagheenanajar',
  'Bolton',
  'Lumbergh',
  'Waddams',
  'Smykowski',
  'Harper',
  'Costa',
  'Tanaka',
  'Haddad',
  'Lindqvist',
  'Mensah',
  'Novak',
  'Rossi',
  'Patel',
  'Kowalski',
] as const;

/** Few distinct run times keep the list's roll-forward cache small (see handlers/schedules.ts). */
const INITECH_RUN_TIMES = ['07:00', '08:30', '09:00', '12:00', '15:30', '17:00'] as const;

const CADENCE_LABEL: Record<Cadence, string> = {
  weekly: 'Weekly',
  biweekly: 'Fortnightly',
  monthly: 'Monthly',
};

/**
 * The part of a client's web presence a report covers. A client has several reports of one kind
 * and cadence; each covers another part, so no two of Initech's titles are the same.
 */
const INITECH_AREAS = [
  'website',
  'online shop',
  'blog',
  'booking site',
  'careers site',
  'help centre',
  'members area',
  'events site',
  'UK site',
  'US site',
  'EU site',
  'Canada site',
  'Australia site',
  'APAC site',
  'landing pages',
  'intranet',
  'partner portal',
  'staging site',
  'mobile site',
  'newsroom',
  'support portal',
  'gift shop',
  'franchise site',
  'donations site',
] as const;

/**
 * 'Bluebird Bakery online shop: Weekly traffic report'. `area` counts the client's earlier
 * reports of that kind and cadence: each names the next area, with a number once they run out.
 */
function initechTitle(client: string, area: number, cadence: Cadence, kind: string): string {
  const name = INITECH_AREAS[area % INITECH_AREAS.length] as string;
  const round = Math.floor(area / INITECH_AREAS.length);
  return `${client} ${round === 0 ? name : `${name} ${round + 1}`}: ${CADENCE_LABEL[cadence]} ${kind}`;
}

/**
 * Initech runs reports for its clients: thousands of schedules in one site, to exercise the
 * list's performance. Seeded, so the same 5,000 come back on every reload.
 */
function generateInitechSchedules(firstRun: ReturnType<typeof createFirstRuns>): StoredSchedule[] {
  const random = createRandom(0x1e7ec4);
  const schedules: StoredSchedule[] = [];
  // How many reports of each client, kind and cadence came before: which area the next covers.
  const areasUsed = new Map<string, number>();
  for (let index = 0; index < INITECH_SCHEDULE_COUNT; index++) {
    const client = pick(random, INITECH_CLIENTS);
    const report = pick(random, INITECH_REPORTS);
    const cadence = pick(random, ['weekly', 'weekly', 'biweekly', 'monthly', 'monthly'] as const);
    // Favour the days that exercise the month-end rule.
    const dayOfMonth =
      random() < 0.2 ? pick(random, [28, 29, 30, 31]) : 1 + Math.floor(random() * 28);
    const time = pick(random, INITECH_RUN_TIMES);
    // A monthly schedule's first run is the next occurrence of its day.
    const inDays = cadence === 'monthly' ? 1 : 1 + Math.floor(random() * 14);
    const template = SEED_TEMPLATES.find((t) => t.template_uuid === TEMPLATE_IDS[report.template]);
    const allSections = template?.sections ?? [];
    const sections = allSections.filter((_, i) => i === 0 || random() < 0.7);
    const slug = client
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '');
    const recipients = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
      const first = pick(random, FIRST_NAMES);
      const last = pick(random, LAST_NAMES);
      return { name: `${first} ${last}`, email: `${first}.${last}@${slug}.example`.toLowerCase() };
    });
    const series = `${client}|${report.kind}|${cadence}`;
    const area = areasUsed.get(series) ?? 0;
    areasUsed.set(series, area + 1);
    schedules.push({
      uuid: randomUuid(random),
      site_id: INITECH_SITE_ID,
      title: initechTitle(client, area, cadence, report.kind),
      next_scheduled_date: firstRun({ cadence, dayOfMonth, inDays, time }),
      template_uuid: TEMPLATE_IDS[report.template],
      frequency: frequencyFor(cadence, dayOfMonth),
      recipients,
      sections,
    });
  }
  return schedules;
}

export interface Seed {
  readonly seededAt: Date;
  /** The seed's schedules of one site, in list order; generated on first use. */
  schedulesOf(siteId: string): readonly StoredSchedule[];
  /** A seed schedule by uuid (generates every site's schedules on first use). */
  findSchedule(uuid: string): StoredSchedule | undefined;
}

/** The seed of a service whose calendar is in `serviceTimeZone`, relative to `seededAt`. */
export function createSeed(seededAt: Date, serviceTimeZone: string): Seed {
  const firstRun = createFirstRuns(seededAt, serviceTimeZone);
  const generators: Record<string, () => StoredSchedule[]> = {
    [ACME_SITE_ID]: () => fromSketches(ACME_SITE_ID, ACME_SCHEDULES, firstRun, 0xac3e),
    [GLOBEX_SITE_ID]: () => fromSketches(GLOBEX_SITE_ID, GLOBEX_SCHEDULES, firstRun, 0x610bec),
    [INITECH_SITE_ID]: () => generateInitechSchedules(firstRun),
  };
  const bySite = new Map<string, readonly StoredSchedule[]>();
  let byUuid: Map<string, StoredSchedule> | undefined;

  function schedulesOf(siteId: string): readonly StoredSchedule[] {
    let schedules = bySite.get(siteId);
    if (!schedules) {
      schedules = Object.freeze(generators[siteId]?.() ?? []);
      bySite.set(siteId, schedules);
    }
    return schedules;
  }

  return {
    seededAt,
    schedulesOf,
    findSchedule(uuid) {
      byUuid ??= new Map(
        DEMO_SITES.flatMap((site) => schedulesOf(site.id)).map((schedule) => [
          schedule.uuid,
          schedule,
        ]),
      );
      return byUuid.get(uuid);
    },
  };
}
