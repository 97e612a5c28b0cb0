import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { DataTable, type DataColumn } from '#src/components/data-table/data-table';
import { DataTableStyles } from '#src/components/data-table/data-table-stylesheet';
import { SelectInput } from '#src/components/fields/select-input';
import { StepSection } from '#src/components/step-section';
import { formatRunDateTime } from '#src/domain/format';
import { recipientsInWords } from '#src/domain/recipients';
import type { TemplateChoices } from '#src/domain/rollout';
import { describeRule } from '#src/domain/rule-wording';
import { ruleOf } from '#src/domain/recurrence';
import { sectionLabels } from '#src/domain/section-catalogue';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { CatalogueSection, Template } from '#src/domain/schemas';
import { useApiClient } from '#src/lib/http/api-client-context';
import { templateListOptions } from '#src/lib/site-reports/templates';
import type { PlannedCopy } from './rollout-plan';
import { copyId } from './rollout-run';

/** The templates of each account, by account ID (lower case); an account still loading is absent. */
export function useAccountTemplates(
  accountIds: readonly string[],
): ReadonlyMap<string, readonly Template[]> {
  const api = useApiClient();
  const results = useQueries({
    queries: accountIds.map((accountId) => templateListOptions(api, accountId)),
  });
  return new Map(
    accountIds.flatMap((accountId, index) => {
      const data = results[index]?.data;
      return data ? [[accountId.toLowerCase(), data.templates] as const] : [];
    }),
  );
}

/** A template per other account of the chosen sites; a site left without one is skipped. */
export function AccountTemplateChoices({
  accounts,
  templates,
  chosen,
  onChoose,
}: {
  accounts: readonly { id: string; name: string; siteCount: number }[];
  templates: ReadonlyMap<string, readonly Template[]>;
  chosen: ReadonlyMap<string, string>;
  onChoose: (accountId: string, templateUuid: string) => void;
}) {
  if (accounts.length === 0) return null;
  return (
    <StepSection heading="Templates of the other accounts" focusOnMount={false}>
      <Typography variant="body2" color="text.secondary">
        Templates belong to accounts: the sites of another account than this one need a template of
        their own account. Sections that template does not have are left out of the copy.
      </Typography>
      {accounts.map(({ id, name, siteCount }) => {
        const list = templates.get(id.toLowerCase());
        return (
          <SelectInput
            key={id}
            label={`Template for ${name}'s ${siteCount === 1 ? 'site' : `${siteCount} sites`}`}
            value={chosen.get(id.toLowerCase()) ?? ''}
            onChange={(event) => onChoose(id.toLowerCase(), event.target.value)}
            helperText={list ? undefined : 'Loading the account’s templates…'}
          >
            <option value="">None: skip these sites</option>
            {(list ?? []).map((template) => (
              <option key={template.template_uuid} value={template.template_uuid}>
                {template.template_name}
              </option>
            ))}
          </SelectInput>
        );
      })}
    </StepSection>
  );
}

const COLUMNS: readonly DataColumn<never>[] = [
  { header: 'Site' },
  { header: 'Title' },
  { header: 'Cadence' },
  { header: 'First run' },
  { header: 'Recipients' },
  { header: 'Template, notes', className: 'rollout-review__template' },
];

/** The lists' table, a little wider than a phone: it scrolls sideways there, as a sheet does. */
const Frame = styled('div')(({ theme }) => ({
  overflowX: 'auto',
  '& .data-table': { minWidth: 720 },
  '& .rollout-review__template': { width: '22%' },
  [theme.breakpoints.up('md')]: { '& .data-table': { minWidth: 0 } },
}));

interface SiteTemplateChoices {
  templates: ReadonlyMap<string, readonly Template[]>;
  chosen: TemplateChoices;
  /** `templateUuid` '' goes back to the account's choice. */
  onChoose: (siteId: string, templateUuid: string) => void;
}

/** One site's own template; its default, the account's choice, is named so it is never a guess. */
function SiteTemplateChoice({
  copy,
  choices: { templates, chosen, onChoose },
}: {
  copy: PlannedCopy;
  choices: SiteTemplateChoices;
}) {
  const list = templates.get(copy.accountId);
  const accountChoice = chosen.byAccount.get(copy.accountId);
  const accountTemplate = list?.find(
    (template) => template.template_uuid.toLowerCase() === accountChoice?.toLowerCase(),
  );
  return (
    <SelectInput
      label={`Template for ${copy.siteName}`}
      value={chosen.bySite.get(copy.siteId.toLowerCase()) ?? ''}
      onChange={(event) => onChoose(copy.siteId.toLowerCase(), event.target.value)}
      helperText={list ? undefined : 'Loading the account’s templates…'}
    >
      {/* The template's name first: in a narrow column the end of the words is cut. */}
      <option value="">
        {accountTemplate
          ? `${accountTemplate.template_name} (the account's choice)`
          : "The account's choice (none yet)"}
      </option>
      {(list ?? []).map((template) => (
        <option key={template.template_uuid} value={template.template_uuid}>
          {template.template_name}
        </option>
      ))}
    </SelectInput>
  );
}

/** One line per chosen site and schedule: what it gets, or why it is skipped. */
export function RolloutReview({
  copies,
  catalogue,
  zones,
  now,
  templateChoices,
}: {
  copies: readonly PlannedCopy[];
  /** The sections catalogue where it was read: sections left out are named by display text. */
  catalogue: readonly CatalogueSection[] | undefined;
  zones: CalendarZones;
  now: Date;
  templateChoices: SiteTemplateChoices;
}) {
  return (
    <Frame>
      <DataTableStyles />
      <DataTable caption="The copies to create" columns={COLUMNS} className="data-table--top">
        <tbody>
          {copies.map((copy, index) => {
            // A site's own template is chosen once, on its first row: its other rows follow it.
            const firstOfSite = copies[index - 1]?.siteId !== copy.siteId;
            const choice =
              copy.choosesTemplate && firstOfSite ? (
                <SiteTemplateChoice copy={copy} choices={templateChoices} />
              ) : null;
            const sectionsNote =
              copy.kind === 'create' && copy.droppedSections.length > 0
                ? `${copy.droppedSections.length === 1 ? 'Section' : 'Sections'} left out (not in this template): ${sectionLabels(copy.droppedSections, catalogue).join(', ')}`
                : null;
            return (
              <tr key={copyId(copy)} className="data-row">
                <th scope="row">{copy.siteName}</th>
                {copy.kind === 'skip' ? (
                  <>
                    <td>{copy.sourceTitle}</td>
                    <td colSpan={choice ? 3 : 4}>Skipped: {copy.reason}</td>
                    {choice ? <td>{choice}</td> : null}
                  </>
                ) : (
                  <>
                    <td>{copy.body.title}</td>
                    <td>
                      {copy.body.frequency && copy.body.next_scheduled_date
                        ? describeRule(
                            ruleOf({
                              frequency: copy.body.frequency,
                              next_scheduled_date: copy.body.next_scheduled_date,
                            }),
                            zones,
                            now,
                          )
                        : ''}
                    </td>
                    <td>
                      {copy.body.next_scheduled_date
                        ? formatRunDateTime(new Date(copy.body.next_scheduled_date), zones.user)
                        : ''}
                    </td>
                    <td>{recipientsInWords(copy.body.recipients)}</td>
                    <td>
                      {/* A site's own select shows the template in use: no name beside it. */}
                      {choice ?? `${copy.templateName}${sectionsNote ? '. ' : ''}`}
                      {sectionsNote}
                    </td>
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </Frame>
  );
}
