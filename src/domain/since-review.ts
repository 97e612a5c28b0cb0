/**
 * A change to many schedules at once is reviewed first and sent maybe minutes later. The service
 * has no versions, so each schedule is read again right before its request: gone, already done,
 * changed since the review (never overwritten: what changed is said), or `plan`'s request.
 * Fields compare as the edit page's (`compareEdit`), so "changed" means one thing everywhere.
 */
import { compareEdit, FIELD_LABELS, type EditedField } from './edit-conflicts';
import type { Schedule } from './schemas';

export type Recheck<Body> =
  | { kind: 'gone' }
  | { kind: 'applied' }
  | { kind: 'changed'; fields: EditedField[] }
  | { kind: 'skip'; reason: string }
  | { kind: 'send'; body: Body };

/** What to do with a schedule read again: renamed since the review -> `{ kind: 'changed' }`. */
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
