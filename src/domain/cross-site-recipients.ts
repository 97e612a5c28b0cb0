/** One recipient changed on every chosen site: bulk-recipients.ts' rules, site by site. */
import {
  findSchedulesWith,
  isChangeApplied,
  parseNewRecipient,
  parseSearchEmail,
  planChange,
  type BulkAction,
  type PlannedChange,
} from './bulk-recipients';
import { recipientKey } from './recipients';
import type { Schedule } from './schemas';
import { recheckSinceReview, type Recheck } from './since-review';
import type { RecipientInput } from './schemas';

export type CrossSiteKind = 'replace' | 'remove' | 'add-to-every';

export interface CrossSiteDraft {
  kind: CrossSiteKind | '';
  find: string;
  name: string;
  email: string;
}

export interface CrossSiteErrors {
  kind?: string;
  find?: string;
  name?: string;
  email?: string;
}

export const SAME_ADDRESS_ERROR =
  'Enter a different address: this is the one to replace. To change only the name, edit the schedules one site at a time.';

/** The change the form asks for, or a message per field: dana@x in place of DANA@x is refused. */
export function parseCrossSiteChange(
  draft: CrossSiteDraft,
): { action: BulkAction } | { errors: CrossSiteErrors } {
  if (draft.kind === '') return { errors: { kind: 'Choose what to do.' } };
  const errors: CrossSiteErrors = {};
  let find: string | undefined;
  if (draft.kind !== 'add-to-every') {
    const parsed = parseSearchEmail(draft.find);
    if ('error' in parsed) errors.find = parsed.error;
    else find = parsed.email;
  }
  let recipient: RecipientInput | undefined;
  if (draft.kind !== 'remove') {
    const parsed = parseNewRecipient(draft.name, draft.email);
    if ('errors' in parsed) Object.assign(errors, parsed.errors);
    else recipient = parsed.recipient;
  }
  if (
    draft.kind === 'replace' &&
    find !== undefined &&
    recipient !== undefined &&
    recipientKey(find) === recipientKey(recipient.email)
  ) {
    errors.email = SAME_ADDRESS_ERROR;
  }
  if (Object.keys(errors).length > 0) return { errors };
  if (draft.kind === 'remove' && find !== undefined) {
    return { action: { kind: 'remove', email: find } };
  }
  if (draft.kind === 'replace' && find !== undefined && recipient !== undefined) {
    return { action: { kind: 'replace', email: find, recipient } };
  }
  if (draft.kind === 'add-to-every' && recipient !== undefined) {
    return { action: { kind: 'add-to-every', recipient } };
  }
  return { errors: { kind: 'Choose what to do.' } };
}

/** The schedules an action is about: those sending to its address, or every one for an add. */
function schedulesConcerned(schedules: readonly Schedule[], action: BulkAction): Schedule[] {
  return action.kind === 'add-to-every'
    ? [...schedules]
    : findSchedulesWith(schedules, action.email);
}

export interface SitePlan {
  siteId: string;
  rows: { schedule: Schedule; plan: PlannedChange }[];
}

/** Each site's schedules concerned and what the action makes of each; sites with none left out. */
export function planAcrossSites(
  sites: readonly { siteId: string; schedules: readonly Schedule[] }[],
  action: BulkAction,
): SitePlan[] {
  return sites.flatMap(({ siteId, schedules }) => {
    const rows = schedulesConcerned(schedules, action).map((schedule) => ({
      schedule,
      plan: planChange(schedule.recipients, action),
    }));
    return rows.length > 0 ? [{ siteId, rows }] : [];
  });
}

/** Right before a schedule's PATCH, from it read again: its new recipients, or why not. */
export function recheckRecipientChange(
  reviewed: Schedule,
  current: Schedule | undefined,
  action: BulkAction,
  serviceTimeZone: string,
): Recheck<RecipientInput[]> {
  return recheckSinceReview({
    reviewed,
    current,
    serviceTimeZone,
    isApplied: (schedule) => isChangeApplied(schedule.recipients, action),
    plan: (schedule) => {
      const planned = planChange(schedule.recipients, action);
      return planned.kind === 'change'
        ? { kind: 'send', body: planned.recipients }
        : { kind: 'skip', reason: planned.reason };
    },
  });
}
