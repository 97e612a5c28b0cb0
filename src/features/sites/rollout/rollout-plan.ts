/**
 * What each chosen site gets: its copy (`rolloutCreate`) with its template, or a skip and why.
 * Pure, from what the page has loaded.
 */
import { rolloutCreate, templateForSite } from '#src/domain/rollout';
import type { CreateScheduleRequest, Schedule, Template } from '#src/domain/schemas';

export type PlannedCopy =
  | {
      kind: 'create';
      siteId: string;
      siteName: string;
      body: CreateScheduleRequest;
      templateName: string;
      droppedSections: string[];
    }
  | { kind: 'skip'; siteId: string; siteName: string; reason: string };

export function planCopies({
  source,
  sourceAccountId,
  sites,
  accountNames,
  templates,
  chosenTemplates,
  serviceTimeZone,
  now,
}: {
  source: Schedule;
  sourceAccountId: string;
  sites: readonly { id: string; name: string; accountId: string }[];
  accountNames: ReadonlyMap<string, string>;
  /** The templates of each account, by account ID in lower case. */
  templates: ReadonlyMap<string, readonly Template[]>;
  chosenTemplates: ReadonlyMap<string, string>;
  serviceTimeZone: string;
  now: Date;
}): PlannedCopy[] {
  return sites.map((site): PlannedCopy => {
    const account = site.accountId.toLowerCase();
    const templateUuid = templateForSite(
      account,
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
        kind: 'skip',
        siteId: site.id,
        siteName: site.name,
        reason: templateUuid
          ? `the template is not among ${accountName}'s templates (still loading, or removed)`
          : `no template chosen for ${accountName}'s sites: templates belong to accounts`,
      };
    }
    const { body, droppedSections } = rolloutCreate({
      source,
      siteId: site.id,
      template,
      serviceTimeZone,
      now,
    });
    return {
      kind: 'create',
      siteId: site.id,
      siteName: site.name,
      body,
      templateName: template.template_name,
      droppedSections,
    };
  });
}
