/**
 * What each chosen site gets of each schedule: its copy (`rolloutCreate`) with its template, or a
 * skip and why.
 */
import { rolloutCreate, templateForSite, type TemplateChoices } from '#src/domain/rollout';
import type {
  CatalogueSection,
  CreateScheduleRequest,
  Schedule,
  Template,
} from '#src/domain/schemas';

interface PlannedSite {
  /** The schedule copied: its UUID and title. */
  sourceId: string;
  sourceTitle: string;
  siteId: string;
  siteName: string;
  /** In lower case. */
  accountId: string;
  /** Of another account than the source's: its template is chosen, for it or for its account. */
  choosesTemplate: boolean;
}

export type PlannedCopy =
  | (PlannedSite & {
      kind: 'create';
      body: CreateScheduleRequest;
      templateName: string;
      droppedSections: string[];
    })
  | (PlannedSite & { kind: 'skip'; reason: string });

function planCopies({
  source,
  sourceAccountId,
  sites,
  accountNames,
  templates,
  chosenTemplates,
  serviceTimeZone,
  now,
  catalogue,
}: {
  source: Schedule;
  sourceAccountId: string;
  sites: readonly { id: string; name: string; accountId: string }[];
  accountNames: ReadonlyMap<string, string>;
  /** The templates of each account, by account ID in lower case. */
  templates: ReadonlyMap<string, readonly Template[]>;
  chosenTemplates: TemplateChoices;
  serviceTimeZone: string;
  now: Date;
  /** The sections catalogue where the service answered it: mandatory sections go in each copy. */
  catalogue?: readonly CatalogueSection[] | undefined;
}): PlannedCopy[] {
  return sites.map((site): PlannedCopy => {
    const account = site.accountId.toLowerCase();
    const planned: PlannedSite = {
      sourceId: source.uuid,
      sourceTitle: source.title,
      siteId: site.id,
      siteName: site.name,
      accountId: account,
      choosesTemplate: account !== sourceAccountId.toLowerCase(),
    };
    const templateUuid = templateForSite(
      site,
      { accountId: sourceAccountId, templateUuid: source.template_uuid },
      chosenTemplates,
    );
    const template = templateUuid
      ? templates
          .get(account)
          ?.find(
            (candidate) => candidate.template_uuid.toLowerCase() === templateUuid.toLowerCase(),
          )
      : undefined;
    if (!template) {
      const accountName = accountNames.get(account) ?? site.accountId;
      return {
        ...planned,
        kind: 'skip',
        reason: templateUuid
          ? `the template is not among ${accountName}'s templates (still loading, or removed)`
          : `no template chosen for it or for ${accountName}'s sites: templates belong to accounts`,
      };
    }
    const { body, droppedSections } = rolloutCreate({
      source,
      siteId: site.id,
      template,
      serviceTimeZone,
      now,
      ...(catalogue ? { catalogue } : {}),
    });
    return {
      ...planned,
      kind: 'create',
      body,
      templateName: template.template_name,
      droppedSections,
    };
  });
}

/** Every source's copies, each site's together: `planCopies` of each, in the review's order. */
export function planEveryCopy({
  sources,
  ...choices
}: Omit<Parameters<typeof planCopies>[0], 'source'> & {
  sources: readonly Schedule[];
}): PlannedCopy[] {
  const plans = sources.map((source) => planCopies({ ...choices, source }));
  return choices.sites.flatMap((_, index) => plans.flatMap((plan) => plan[index] ?? []));
}
