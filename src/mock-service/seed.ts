/**
 * The demo's schedules, deterministic: dates derive from `seededAt` in the service's zone, so first
 * runs are always upcoming; other sites' come from a seeded PRNG on first use.
 */
import { extendRuleBack } from '#src/domain/earlier-runs';
import {
  alignFirstRun,
  formatUtcIso,
  frequencyFor,
  localDateAfter,
  nextRunAtOrAfter,
  type Cadence,
} from '#src/domain/recurrence';
import { withMandatory } from '#src/domain/section-catalogue';
import {
  ACME_ACCOUNT_ID,
  ACME_SITE_ID,
  GLOBEX_ACCOUNT_ID,
  GLOBEX_SITE_ID,
  INITECH_ACCOUNT_ID,
  INITECH_SITE_ID,
  THIRD_PAGE_SITE,
} from './directory';
import type { MockSite, StoredSchedule, StoredTemplate } from './model';
import { between, createRandom, pick, pickDistinct, randomUuid } from './random';
import { CATALOGUE_RULES } from './section-catalogue';
import { demoSites, type SiteDirectory } from './seed-sites';
import {
  SEED_TEMPLATES,
  TEMPLATE_IDS_BY_ACCOUNT,
  TEMPLATES_BY_ACCOUNT,
  type TemplateKind,
} from './seed-templates';

export * from './directory';
export {
  GLOBEX_TEMPLATE_IDS,
  INITECH_TEMPLATE_IDS,
  SEED_TEMPLATES,
  TEMPLATE_IDS,
} from './seed-templates';

const INITECH_SCHEDULE_COUNT = 5000;

interface ScheduleSketch {
  title: string;
  cadence: Cadence;
  /** For monthly: the day of the month. */
  dayOfMonth?: number;
  /** Runs fall this many days after seeding (monthly: its day on or after that date). */
  inDays: number;
  /** 'HH:mm' in the service's zone. */
  time: string;
  /** Which of the account's templates (each account has every kind its sketches use). */
  template: TemplateKind;
  recipients: [name: string, email: string][];
  /** The sections chosen; the template's mandatory ones are added (`seededSections`). */
  sections: string[];
  /** A stopped schedule: its last runs before seeding made no report, nor any since. */
  missedRuns?: 1 | 2;
}

const ACME_SCHEDULES: ScheduleSketch[] = [
  {
    title: 'Weekly traffic snapshot',
    cadence: 'weekly',
    inDays: 2,
    missedRuns: 1,
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
    missedRuns: 2,
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

type FirstRunSketch = Pick<ScheduleSketch, 'cadence' | 'dayOfMonth' | 'inDays' | 'time'>;

/**
 * First runs: the rule aligned `inDays` (>= 1) after seeding, extended back; stored is the first
 * after seeding, or the app would count a skipped one as not sent. Memoised: many share a rule.
 */

function createFirstRuns(seededAt: Date, serviceTimeZone: string) {
  const runs = new Map<string, string>();
  const afterSeeding = new Date(seededAt.getTime() + 1);
  return (sketch: FirstRunSketch): string => {
    const dayOfMonth = sketch.dayOfMonth ?? 1;
    const inDays = Math.max(1, sketch.inDays);
    const kind = sketch.cadence === 'monthly' ? `monthly-${dayOfMonth}` : sketch.cadence;
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
      const rule = { frequency: frequencyFor(sketch.cadence, dayOfMonth), firstRun: at };
      const extended = extendRuleBack(rule, serviceTimeZone, seededAt.getTime());
      run = formatUtcIso(nextRunAtOrAfter(extended, serviceTimeZone, afterSeeding));
      runs.set(key, run);
    }
    return run;
  };
}

/** With the mandatory sections (docs/decisions/017), or a first edit shows an unmade change. */
function seededSections(
  chosen: readonly string[],
  template: Pick<StoredTemplate, 'sections'> | undefined,
): StoredSchedule['sections'] {
  const offered = template?.sections.map(({ name }) => name) ?? [];
  return withMandatory(chosen, offered, CATALOGUE_RULES).map((name) => ({ name }));
}

function templateIdOf(accountId: string, kind: TemplateKind): string {
  const uuid = TEMPLATE_IDS_BY_ACCOUNT.get(accountId)?.[kind];
  if (!uuid) throw new Error(`The seed's account ${accountId} has no ${kind} template`);
  return uuid;
}

/** A cadence and a day of month, favouring the days that exercise the month-end rule. */
function drawRecurrence(random: () => number): { cadence: Cadence; dayOfMonth: number } {
  const cadence = pick(random, ['weekly', 'weekly', 'biweekly', 'monthly', 'monthly'] as const);
  const dayOfMonth =
    random() < 0.2 ? pick(random, [28, 29, 30, 31]) : 1 + Math.floor(random() * 28);
  return { cadence, dayOfMonth };
}

/** The template's first section and about 70 % of the others, with its mandatory ones. */
function drawSections(
  random: () => number,
  template: Pick<StoredTemplate, 'sections'> | undefined,
): StoredSchedule['sections'] {
  const drawn = (template?.sections ?? []).filter((_, i) => i === 0 || random() < 0.7);
  return seededSections(
    drawn.map(({ name }) => name),
    template,
  );
}

function drawRecipient(random: () => number, domain: string): { name: string; email: string } {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  return { name: `${first} ${last}`, email: `${first}.${last}@${domain}`.toLowerCase() };
}

function fromSketches(
  siteId: string,
  accountId: string,
  sketches: readonly ScheduleSketch[],
  firstRun: ReturnType<typeof createFirstRuns>,
  prngSeed: number,
  missedRuns: Map<string, number>,
): StoredSchedule[] {
  const random = createRandom(prngSeed);
  return sketches.map((sketch) => {
    const uuid = randomUuid(random);
    if (sketch.missedRuns) missedRuns.set(uuid, sketch.missedRuns);
    return fromSketch(uuid, siteId, accountId, sketch, firstRun);
  });
}

function fromSketch(
  uuid: string,
  siteId: string,
  accountId: string,
  sketch: ScheduleSketch,
  firstRun: ReturnType<typeof createFirstRuns>,
): StoredSchedule {
  const templateUuid = templateIdOf(accountId, sketch.template);
  const template = TEMPLATES_BY_ACCOUNT.get(accountId)?.find(
    (each) => each.template_uuid === templateUuid,
  );
  return {
    uuid,
    site_id: siteId,
    title: sketch.title,
    next_scheduled_date: firstRun(sketch),
    template_uuid: templateUuid,
    frequency: frequencyFor(sketch.cadence, sketch.dayOfMonth ?? 1),
    recipients: sketch.recipients.map(([name, email]) => ({ name, email })),
    sections: seededSections(sketch.sections, template),
  };
}

/** About one in 48 is stopped; from its uuid, so the site's PRNG is untouched. */
function generatedMissedRuns(uuid: string): number {
  const hash = hashOf(`${uuid}|missed`);
  return hash % 48 === 0 ? 1 + ((hash >>> 8) % 2) : 0;
}

/**
 * About one in 12 of the others missed one run between two sent (issue 51: a delivery strip has
 * a gap to show on any day); the list's "Not sent" mark, which judges the last run, stays off.
 */
function generatedSkippedRun(uuid: string): boolean {
  return hashOf(`${uuid}|skipped`) % 12 === 0;
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

const INITECH_REPORTS: readonly { kind: string; template: TemplateKind }[] = [
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

/** Each of a client's reports of one kind and cadence covers another area: no title repeats. */
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

/** 'Bluebird Bakery online shop: Weekly traffic report'; numbered once the areas run out. */
function initechTitle(client: string, area: number, cadence: Cadence, kind: string): string {
  const name = INITECH_AREAS[area % INITECH_AREAS.length] as string;
  const round = Math.floor(area / INITECH_AREAS.length);
  return `${client} ${round === 0 ? name : `${name} ${round + 1}`}: ${CADENCE_LABEL[cadence]} ${kind}`;
}

/** Thousands of schedules in one site, to exercise the list; the same on every reload. */
function generateInitechSchedules(firstRun: ReturnType<typeof createFirstRuns>): StoredSchedule[] {
  const random = createRandom(0x1e7ec4);
  const schedules: StoredSchedule[] = [];
  // How many reports of each client, kind and cadence came before: which area the next covers.
  const areasUsed = new Map<string, number>();
  for (let index = 0; index < INITECH_SCHEDULE_COUNT; index++) {
    const client = pick(random, INITECH_CLIENTS);
    const report = pick(random, INITECH_REPORTS);
    const { cadence, dayOfMonth } = drawRecurrence(random);
    const time = pick(random, INITECH_RUN_TIMES);
    const inDays = cadence === 'monthly' ? 1 : 1 + Math.floor(random() * 14);
    const templateUuid = templateIdOf(INITECH_ACCOUNT_ID, report.template);
    const template = SEED_TEMPLATES.find((t) => t.template_uuid === templateUuid);
    const sections = drawSections(random, template);
    const slug = client
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '');
    const recipients = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
      drawRecipient(random, `${slug}.example`),
    );
    const series = `${client}|${report.kind}|${cadence}`;
    const area = areasUsed.get(series) ?? 0;
    areasUsed.set(series, area + 1);
    schedules.push({
      uuid: randomUuid(random),
      site_id: INITECH_SITE_ID,
      title: initechTitle(client, area, cadence, report.kind),
      next_scheduled_date: firstRun({ cadence, dayOfMonth, inDays, time }),
      template_uuid: templateUuid,
      frequency: frequencyFor(cadence, dayOfMonth),
      recipients,
      sections,
    });
  }
  return schedules;
}

/** What an agency reports on; a site gets those whose kind of template its account has. */
const SITE_REPORTS: readonly { kind: string; template: TemplateKind }[] = [
  { kind: 'traffic report', template: 'monthlyClientReport' },
  { kind: 'performance review', template: 'monthlyClientReport' },
  { kind: 'client update', template: 'monthlyClientReport' },
  { kind: 'maintenance report', template: 'securityMaintenance' },
  { kind: 'security digest', template: 'securityMaintenance' },
  { kind: 'backup and update log', template: 'securityMaintenance' },
  { kind: 'executive summary', template: 'executiveSummary' },
  { kind: 'site health check', template: 'fullSiteHealth' },
  { kind: 'storefront review', template: 'storefrontReview' },
  { kind: 'search and content snapshot', template: 'searchSnapshot' },
];

const ACCOUNT_MAILBOXES: ReadonlyMap<string, string> = new Map([
  [ACME_ACCOUNT_ID, 'reports@acme-marketing.example'],
  [GLOBEX_ACCOUNT_ID, 'webteam@globex.example'],
  [INITECH_ACCOUNT_ID, 'client-reports@initech-agency.example'],
]);

/** FNV-1a: a site's PRNG seed from its id, so its schedules do not depend on its position. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** None for a fifth of sites, else one to six of different kinds; THIRD_PAGE_SITE has some. */
function generateSiteSchedules(
  site: MockSite,
  firstRun: ReturnType<typeof createFirstRuns>,
): StoredSchedule[] {
  const random = createRandom(hashOf(site.id));
  const accountId = site.account.id;
  const kinds = TEMPLATE_IDS_BY_ACCOUNT.get(accountId) ?? {};
  const templates = TEMPLATES_BY_ACCOUNT.get(accountId) ?? [];
  const reports = SITE_REPORTS.filter((report) => kinds[report.template] !== undefined);
  const none = random() < 0.2 && site.id !== THIRD_PAGE_SITE.id;
  const count = none ? 0 : between(random, 1, 6);
  const domain = `${site.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.example`;
  const mailbox = ACCOUNT_MAILBOXES.get(accountId);
  return pickDistinct(random, reports, count).map((report): StoredSchedule => {
    const { cadence, dayOfMonth } = drawRecurrence(random);
    const inDays = cadence === 'monthly' ? 1 : 1 + Math.floor(random() * 14);
    const templateUuid = templateIdOf(accountId, report.template);
    const template: StoredTemplate | undefined = templates.find(
      (each) => each.template_uuid === templateUuid,
    );
    const sections = drawSections(random, template);
    const recipients = Array.from({ length: between(random, 1, 2) }, () =>
      drawRecipient(random, domain),
    );
    if (mailbox && random() < 0.4) recipients.push({ name: '', email: mailbox });
    return {
      uuid: randomUuid(random),
      site_id: site.id,
      title: `${CADENCE_LABEL[cadence]} ${report.kind}`,
      next_scheduled_date: firstRun({
        cadence,
        dayOfMonth,
        inDays,
        time: pick(random, INITECH_RUN_TIMES),
      }),
      template_uuid: templateUuid,
      frequency: frequencyFor(cadence, dayOfMonth),
      // Several recipients may share a name: keep one address each.
      recipients: recipients.filter(
        (recipient, index) => recipients.findIndex((r) => r.email === recipient.email) === index,
      ),
      sections,
    };
  });
}

export interface Seed {
  readonly seededAt: Date;
  /** The seed's schedules of one site, in list order; generated on first use. */
  schedulesOf(siteId: string): readonly StoredSchedule[];
  /** By uuid; generates the other sites' schedules only for a uuid not among those generated. */
  findSchedule(uuid: string): StoredSchedule | undefined;
  /** Last runs before seeding that made no report (0 for most); known once its site is generated. */
  missedRunsOf(uuid: string): number;
  /** Whether the run before its last one before seeding made no report (a gap between two sent). */
  skippedRunOf(uuid: string): boolean;
}

/** The seed relative to `seededAt` in `serviceTimeZone`, over `sites` (the demo's by default). */

export function createSeed(
  seededAt: Date,
  serviceTimeZone: string,
  sites: SiteDirectory = demoSites(),
): Seed {
  const firstRun = createFirstRuns(seededAt, serviceTimeZone);
  const missedRuns = new Map<string, number>();
  const skippedRuns = new Set<string>();
  const handWritten: Record<string, () => StoredSchedule[]> = {
    [ACME_SITE_ID]: () =>
      fromSketches(ACME_SITE_ID, ACME_ACCOUNT_ID, ACME_SCHEDULES, firstRun, 0xac3e, missedRuns),
    [GLOBEX_SITE_ID]: () =>
      fromSketches(
        GLOBEX_SITE_ID,
        GLOBEX_ACCOUNT_ID,
        GLOBEX_SCHEDULES,
        firstRun,
        0x610bec,
        missedRuns,
      ),
    [INITECH_SITE_ID]: () => generateInitechSchedules(firstRun),
  };
  const bySite = new Map<string, readonly StoredSchedule[]>();
  const byUuid = new Map<string, StoredSchedule>();
  let everySiteGenerated = false;

  function schedulesOf(siteId: string): readonly StoredSchedule[] {
    let schedules = bySite.get(siteId);
    if (!schedules) {
      const site = sites.site(siteId);
      const generate = handWritten[siteId];
      if (generate) schedules = generate();
      else if (site) {
        schedules = generateSiteSchedules(site, firstRun);
        for (const { uuid } of schedules) {
          const missed = generatedMissedRuns(uuid);
          if (missed > 0) missedRuns.set(uuid, missed);
          else if (generatedSkippedRun(uuid)) skippedRuns.add(uuid);
        }
      } else schedules = [];
      Object.freeze(schedules);
      bySite.set(siteId, schedules);
      for (const schedule of schedules) byUuid.set(schedule.uuid, schedule);
    }
    return schedules;
  }

  return {
    seededAt,
    schedulesOf,
    findSchedule(uuid) {
      const found = byUuid.get(uuid);
      if (found || everySiteGenerated) return found;
      for (const site of sites.sites) schedulesOf(site.id);
      everySiteGenerated = true;
      return byUuid.get(uuid);
    },
    missedRunsOf: (uuid) => missedRuns.get(uuid) ?? 0,
    skippedRunOf: (uuid) => skippedRuns.has(uuid),
  };
}
