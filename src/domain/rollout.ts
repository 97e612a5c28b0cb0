/**
 * Rolling one schedule out to other sites: the create each target site gets, and whether a site
 * already has it. Templates belong to accounts, so a site of another account needs one of its
 * own account's templates; sections that template lacks are dropped, and said so.
 */
import { recipientKey } from './recipients';
import { formatUtcIso, makesSameRuns, nextRunAtOrAfter, ruleOf } from './recurrence';
import type { CreateScheduleRequest, Schedule, Template } from './schemas';

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
 * The copy of `source` for `siteId` with `template` (one of the site's account's): the same
 * title, cadence, recipients and service-zone runs, the first run being the source's next one
 * (five minutes out at least), and the source's sections the template has.
 * Example: a weekly source whose next run is Fri 09:00 UTC -> `next_scheduled_date` that Friday.
 */
export function rolloutCreate({
  source,
  siteId,
  template,
  serviceTimeZone,
  now,
}: {
  source: Schedule;
  siteId: string;
  template: Pick<Template, 'template_uuid' | 'sections'>;
  serviceTimeZone: string;
  now: Date;
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
      sections: kept.map(({ name }) => ({ name })),
    },
    droppedSections,
  };
}

function recipientSet(recipients: readonly { email: string }[]): string {
  return [...new Set(recipients.map(({ email }) => recipientKey(email)))].sort().join(',');
}

/**
 * Whether a site's schedule is the copy `body` would create: the same title, frequency, runs (the
 * first run rolled forward counts) and recipients. A create whose answer was lost is looked for
 * this way before it is ever sent again: found, it was made.
 */
export function isSameCopy(
  existing: Schedule,
  body: CreateScheduleRequest,
  serviceTimeZone: string,
): boolean {
  return (
    existing.title.trim() === body.title.trim() &&
    body.next_scheduled_date !== undefined &&
    body.frequency !== undefined &&
    makesSameRuns(
      existing,
      { frequency: body.frequency, next_scheduled_date: body.next_scheduled_date },
      serviceTimeZone,
    ) &&
    recipientSet(existing.recipients) === recipientSet(body.recipients)
  );
}

/**
 * The template a target site's copy uses: the source's own when the site is of the source's
 * account; else the one chosen for the site's account, if any (undefined: the site is skipped).
 */
export function templateForSite(
  siteAccountId: string,
  source: { accountId: string; templateUuid: string },
  chosenByAccount: ReadonlyMap<string, string>,
): string | undefined {
  const account = siteAccountId.toLowerCase();
  if (account === source.accountId.toLowerCase()) return source.templateUuid;
  return chosenByAccount.get(account);
}
