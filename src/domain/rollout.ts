/**
 * Rolling one schedule out to other sites: the create each gets. Templates belong to accounts, so
 * a site of another account needs one of its own account's; sections it lacks are dropped, and
 * said so.
 */
import { formatUtcIso, nextRunAtOrAfter, ruleOf } from './recurrence';
import type { CatalogueSection, CreateScheduleRequest, Schedule, Template } from './schemas';
import { withMandatory } from './section-catalogue';

/**
 * A first run sent this close to now could be in the past by the time the service reads it:
 * the copies start at the source's first run after this margin.
 */
const FIRST_RUN_MARGIN_MS = 5 * 60_000;

/** The create one target site gets, and the sections its template could not take. */
export interface RolloutCreate {
  body: CreateScheduleRequest;
  /** The source's sections the target's template lacks, dropped from the copy. */
  droppedSections: string[];
}

/**
 * The copy of `source` for `siteId` with `template`: the same title, cadence, recipients and
 * runs from the source's next one, and the source's sections the template has, with its mandatory
 * ones (the service refuses a copy without them).
 */
export function rolloutCreate({
  source,
  siteId,
  template,
  serviceTimeZone,
  now,
  catalogue = [],
}: {
  source: Schedule;
  siteId: string;
  template: Pick<Template, 'template_uuid' | 'sections'>;
  serviceTimeZone: string;
  now: Date;
  /** The sections catalogue, where answered: the template's mandatory sections are added. */
  catalogue?: readonly CatalogueSection[];
}): RolloutCreate {
  const available = new Set(template.sections.map(({ name }) => name.trim()));
  const kept = source.sections.filter(({ name }) => available.has(name.trim()));
  const droppedSections = source.sections
    .filter(({ name }) => !available.has(name.trim()))
    .map(({ name }) => name);
  const firstRun = nextRunAtOrAfter(
    ruleOf(source),
    serviceTimeZone,
    new Date(now.getTime() + FIRST_RUN_MARGIN_MS),
  );
  return {
    body: {
      site_id: siteId,
      title: source.title.trim(),
      next_scheduled_date: formatUtcIso(firstRun),
      template_uuid: template.template_uuid,
      frequency: source.frequency,
      recipients: source.recipients.map(({ name, email }) =>
        name?.trim() ? { name: name.trim(), email } : { email },
      ),
      sections: withMandatory(
        kept.map(({ name }) => name),
        template.sections.map(({ name }) => name),
        catalogue,
      ).map((name) => ({ name })),
    },
    droppedSections,
  };
}

/** The templates chosen for the sites of accounts other than the source's. */
export interface TemplateChoices {
  /** By site ID in lower case; wins over its account's. */
  bySite: ReadonlyMap<string, string>;
  /** By account ID in lower case: for all of that account's sites. */
  byAccount: ReadonlyMap<string, string>;
}

/**
 * The template a site's copy uses: the source's own in the source's account, else the one chosen
 * for the site, else for its account; undefined: the site is skipped.
 */
export function templateForSite(
  site: { id: string; accountId: string },
  source: { accountId: string; templateUuid: string },
  chosen: TemplateChoices,
): string | undefined {
  const account = site.accountId.toLowerCase();
  if (account === source.accountId.toLowerCase()) return source.templateUuid;
  return chosen.bySite.get(site.id.toLowerCase()) ?? chosen.byAccount.get(account);
}
