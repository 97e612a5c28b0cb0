/** A bulk change re-reads each schedule right before its request: the service has no versions. */
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
  reviewed: Schedule;
  /** The schedule on its site's list now; undefined when it is no longer there. */
  current: Schedule | undefined;
  serviceTimeZone: string;
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
