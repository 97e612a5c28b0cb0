/**
 * A change made to many schedules at once (a recipient across sites, every copy of a rolled-out
 * schedule) is reviewed first and sent later, maybe minutes later. The service has no versions,
 * so each schedule is read again right before its request, and this rule decides what to do with
 * it, the same way for every fan-out:
 *
 * - no longer listed: gone (deleted meanwhile), nothing to send and nothing failed;
 * - already showing the change (an earlier try whose answer was lost did arrive): done;
 * - changed in any way since the review: not written, and what changed is said (a colleague's
 *   edit is never overwritten with what the review showed before it);
 * - otherwise: what `plan` makes of it, from the schedule as it is now.
 *
 * Fields are compared as the edit page compares them (`compareEdit`), so "changed" means one
 * thing everywhere.
 */
import { compareEdit, FIELD_LABELS, type EditedField } from './edit-conflicts';
import type { Schedule } from './schemas';

export type Recheck<Body> =
  | { kind: 'gone' }
  | { kind: 'applied' }
  | { kind: 'changed'; fields: EditedField[] }
  | { kind: 'skip'; reason: string }
  | { kind: 'send'; body: Body };

/**
 * What to do with one schedule read again right before its request. Example: the review showed
 * "Traffic", a colleague renamed it "Traffic (EU)" since -> `{ kind: 'changed', fields:
 * ['title'] }`, whatever `plan` would make of it.
 */
export function recheckSinceReview<Body>({
  reviewed,
  current,
  serviceTimeZone,
  isApplied,
  plan,
}: {
  /** The schedule as the review showed it. */
  reviewed: Schedule;
  /** The schedule on its site's list now; undefined when it is no longer there. */
  current: Schedule | undefined;
  serviceTimeZone: string;
  /** Whether `current` already shows the change. */
  isApplied: (current: Schedule) => boolean;
  /** The request for `current`, or why it is left alone. */
  plan: (current: Schedule) => { kind: 'send'; body: Body } | { kind: 'skip'; reason: string };
}): Recheck<Body> {
  if (!current) return { kind: 'gone' };
  if (isApplied(current)) return { kind: 'applied' };
  const comparison = compareEdit({ opened: reviewed, current, changes: {}, serviceTimeZone });
  if (comparison.kind === 'changed') {
    return { kind: 'changed', fields: comparison.fields.map(({ field }) => field) };
  }
  return plan(current);
}

/** 'Changed since the review: Title, Recipients'. */
export function changedSinceReviewReason(fields: readonly EditedField[]): string {
  return `Changed since the review: ${fields.map((field) => FIELD_LABELS[field]).join(', ')}`;
}

export const GONE_REASON = 'Gone: deleted since the review';
