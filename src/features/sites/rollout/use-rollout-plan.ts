import { useMemo, useState } from 'react';
import type { TemplateChoices } from '#src/domain/rollout';
import type { Schedule } from '#src/domain/schemas';
import { useAccountNames } from '#src/features/sites/api/get-accounts';
import { toSiteRows } from '#src/features/sites/site-directory-view';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { useSectionCatalogue } from '#src/lib/site-reports/sections';
import { planEveryCopy } from './rollout-plan';
import { useAccountTemplates } from './rollout-review';

export type RolloutSite = Parameters<typeof toSiteRows>[0][number];

/** `choices` with `key`'s template set, or cleared by '' (back to the default). */
function withChoice(
  choices: ReadonlyMap<string, string>,
  key: string,
  templateUuid: string,
): ReadonlyMap<string, string> {
  const next = new Map(choices);
  if (templateUuid) next.set(key, templateUuid);
  else next.delete(key);
  return next;
}

/** Templates chosen per account and per site (a site's own wins); keys in lower case. */
export function useTemplateChoices() {
  const [byAccount, setByAccount] = useState<ReadonlyMap<string, string>>(new Map());
  const [bySite, setBySite] = useState<ReadonlyMap<string, string>>(new Map());
  const chosen: TemplateChoices = { bySite, byAccount };
  return {
    chosen,
    chooseForAccount: (accountId: string, templateUuid: string) =>
      setByAccount((current) => withChoice(current, accountId, templateUuid)),
    chooseForSite: (siteId: string, templateUuid: string) =>
      setBySite((current) => withChoice(current, siteId, templateUuid)),
  };
}

/** The roll-out as chosen so far: sites offered, accounts needing a template, each copy or skip. */
export function useRolloutPlan({
  sources,
  sourceAccountId,
  sites,
  chosen,
  chosenTemplates,
  now,
}: {
  sources: readonly Schedule[];
  sourceAccountId: string;
  sites: readonly RolloutSite[];
  chosen: ReadonlySet<string>;
  chosenTemplates: TemplateChoices;
  now: Date;
}) {
  const zones = useCalendarZones();
  const accountNames = useAccountNames();
  const rows = useMemo(() => toSiteRows(sites, accountNames), [sites, accountNames]);
  const chosenRows = rows.filter((row) => chosen.has(row.id));
  const otherAccounts = [
    ...new Set(
      chosenRows
        .map((row) => row.accountId.toLowerCase())
        .filter((account) => account !== sourceAccountId.toLowerCase()),
    ),
  ];
  const templates = useAccountTemplates([sourceAccountId, ...otherAccounts].filter(Boolean));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  // Create waits for the catalogue: copies lacking mandatory sections are refused (404/403: none).
  const catalogue = useSectionCatalogue();
  const catalogueSections = catalogue.status === 'loaded' ? catalogue.sections : undefined;
  const copies = planEveryCopy({
    sources,
    sourceAccountId,
    sites: chosenRows,
    accountNames: accountNames ?? new Map(),
    templates,
    chosenTemplates,
    serviceTimeZone: zones.service,
    now,
    catalogue: catalogueSections,
  });
  const creates = copies.flatMap((copy) => (copy.kind === 'create' ? [copy] : []));

  return {
    rows,
    chosenRows,
    otherAccounts,
    templates,
    copies,
    creates,
    names,
    catalogue,
    catalogueSections,
  };
}
