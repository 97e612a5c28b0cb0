/** Rolling a schedule out: another account's site needs a template of its own account's. */
import { formatUtcIso, nextRunAtOrAfter, ruleOf } from './recurrence';
import type { CatalogueSection, CreateScheduleRequest, Schedule, Template } from './schemas';
import { withMandatory } from './section-catalogue';

/** A margin, so that a copy's first run is not past by the time the service reads it. */
const FIRST_RUN_MARGIN_MS = 5 * 60_000;

/** The create one target site gets, and the sections its template could not take. */
export interface RolloutCreate {
  body: CreateScheduleRequest;
  /** The source's sections the target's template lacks, dropped from the copy. */
  droppedSections: string[];
}

/** `source` copied to `siteId` from its next run; mandatory sections kept (the service insists). */
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

/** The source's template in its account, else the site's chosen, else its account's; or skip. */
export function templateForSite(
  site: { id: string; accountId: string },
  source: { accountId: string; templateUuid: string },
  chosen: TemplateChoices,
): string | undefined {
  const account = site.accountId.toLowerCase();
  if (account === source.accountId.toLowerCase()) return source.templateUuid;
  return chosen.bySite.get(site.id.toLowerCase()) ?? chosen.byAccount.get(account);
}
