/** A schedule's copies on other sites, recognised by what they hold: the API links none. */
import { withChanges } from './edit-conflicts';
import { recipientKey } from './recipients';
import { makesSameRuns } from './recurrence';
import { isSameSchedule } from './same-schedule';
import type { Schedule, UpdateScheduleRequest } from './schemas';
import { recheckSinceReview, type Recheck } from './since-review';

/** 'same': the roll-out's rule; 'title-and-cadence': the looser match. */
type CopyMatch = 'same' | 'title-and-cadence';

export interface ScheduleCopy {
  siteId: string;
  schedule: Schedule;
  match: CopyMatch;
}

function sameTitle(a: Schedule, b: Schedule): boolean {
  return a.title.trim().toLowerCase() === b.title.trim().toLowerCase();
}

function sameCadence(a: Schedule, b: Schedule): boolean {
  return a.frequency.unit === b.frequency.unit && a.frequency.value === b.frequency.value;
}

/** The copies of `source` on the other sites, in the order of `sites`. */
export function findCopies({
  source,
  sourceSiteId,
  sites,
  serviceTimeZone,
}: {
  source: Schedule;
  sourceSiteId: string;
  sites: readonly { siteId: string; schedules: readonly Schedule[] }[];
  serviceTimeZone: string;
}): ScheduleCopy[] {
  const body = {
    site_id: sourceSiteId,
    title: source.title,
    frequency: source.frequency,
    next_scheduled_date: source.next_scheduled_date,
    recipients: source.recipients.map(({ email }) => ({ email })),
  };
  const sourceId = source.uuid.toLowerCase();
  return sites.flatMap(({ siteId, schedules }) => {
    if (siteId.toLowerCase() === sourceSiteId.toLowerCase()) return [];
    return schedules.flatMap((schedule): ScheduleCopy[] => {
      if (schedule.uuid.toLowerCase() === sourceId) return [];
      if (isSameSchedule(schedule, body, serviceTimeZone)) {
        return [{ siteId, schedule, match: 'same' }];
      }
      if (sameTitle(schedule, source) && sameCadence(schedule, source)) {
        return [{ siteId, schedule, match: 'title-and-cadence' }];
      }
      return [];
    });
  });
}

/** What a change to the copies may set: title, cadence with first run, recipients, sections. */
export type CopyChange = Pick<
  UpdateScheduleRequest,
  'title' | 'frequency' | 'next_scheduled_date' | 'recipients' | 'sections'
>;

function recipientsKey(recipients: readonly { name?: string | null; email: string }[]) {
  return JSON.stringify(
    recipients.map(({ name, email }) => [name?.trim() ?? '', recipientKey(email)]),
  );
}

function sectionsKey(sections: readonly { name: string }[]) {
  return JSON.stringify([...new Set(sections.map(({ name }) => name.trim()))].sort());
}

/** The PATCH body for what a copy lacks; cadence and first run always go together. */
export function copyChangeBody(
  copy: Schedule,
  change: CopyChange,
  serviceTimeZone: string,
): UpdateScheduleRequest {
  const wanted = withChanges(copy, change);
  const body: UpdateScheduleRequest = {};
  if (change.title !== undefined && copy.title.trim() !== change.title.trim()) {
    body.title = change.title.trim();
  }
  if (
    (change.frequency !== undefined || change.next_scheduled_date !== undefined) &&
    !makesSameRuns(copy, wanted, serviceTimeZone)
  ) {
    body.frequency = wanted.frequency;
    body.next_scheduled_date = wanted.next_scheduled_date;
  }
  if (
    change.recipients !== undefined &&
    recipientsKey(copy.recipients) !== recipientsKey(change.recipients)
  ) {
    body.recipients = change.recipients;
  }
  if (
    change.sections !== undefined &&
    sectionsKey(copy.sections) !== sectionsKey(change.sections)
  ) {
    body.sections = change.sections;
  }
  return body;
}

/** Right before a copy's PATCH, from the copy read again: the body, or why not. */
export function recheckCopyChange(
  reviewed: Schedule,
  current: Schedule | undefined,
  change: CopyChange,
  serviceTimeZone: string,
): Recheck<UpdateScheduleRequest> {
  return recheckSinceReview({
    reviewed,
    current,
    serviceTimeZone,
    isApplied: (schedule) =>
      Object.keys(copyChangeBody(schedule, change, serviceTimeZone)).length === 0,
    plan: (schedule) => ({ kind: 'send', body: copyChangeBody(schedule, change, serviceTimeZone) }),
  });
}

/** Right before a copy's DELETE: gone already counts as done; a change since the review stops it. */
export function recheckCopyDelete(
  reviewed: Schedule,
  current: Schedule | undefined,
  serviceTimeZone: string,
): Recheck<null> {
  return recheckSinceReview({
    reviewed,
    current,
    serviceTimeZone,
    isApplied: () => false,
    plan: () => ({ kind: 'send', body: null }),
  });
}
