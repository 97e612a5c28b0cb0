// "Changed since you opened it": the service has no versions, so each field is compared between
// `opened`, `current` (theirs) and the PATCH body (yours), as the service compares values.
import { formatRunDateTime } from './format';
import { recipientKey } from './recipients';
import { makesSameRuns, nextRunAtOrAfter, ruleOf } from './recurrence';
import { describeRule } from './rule-wording';
import type { CalendarZones } from './schedule-rule';
import type { CatalogueSection, Schedule, Template, UpdateScheduleRequest } from './schemas';
import { sectionLabels } from './section-catalogue';

/** The parts of a schedule an edit can change; `when` is the cadence with its first run. */
export type EditedField = 'title' | 'template' | 'sections' | 'when' | 'recipients';

const EDITED_FIELDS: readonly EditedField[] = [
  'title',
  'template',
  'sections',
  'when',
  'recipients',
];

/** One field that changed elsewhere since the form was opened. */
export interface ChangedElsewhere {
  field: EditedField;
  yours: boolean;
  /** You changed it too, to something else than they did: you must choose. */
  conflict: boolean;
}

export type EditComparison =
  /** The schedule is no longer on the list: deleted elsewhere. */
  { kind: 'gone' } | { kind: 'unchanged' } | { kind: 'changed'; fields: ChangedElsewhere[] };

/** For each conflicting field, whose value wins. */
export type ConflictChoices = Partial<Record<EditedField, 'theirs' | 'yours'>>;

function recipientsKey(recipients: Schedule['recipients']): string {
  return JSON.stringify(
    recipients.map(({ name, email }) => [name?.trim() ?? '', recipientKey(email)]),
  );
}

function sectionsKey(sections: Schedule['sections']): string {
  return JSON.stringify([...new Set(sections.map(({ name }) => name.trim()))].sort());
}

/** Whether a field is the same in two versions of a schedule, as the service compares them. */
function sameField(field: EditedField, a: Schedule, b: Schedule, serviceTimeZone: string): boolean {
  switch (field) {
    case 'title':
      return a.title.trim() === b.title.trim();
    case 'template':
      return a.template_uuid.trim().toLowerCase() === b.template_uuid.trim().toLowerCase();
    case 'sections':
      return sectionsKey(a.sections) === sectionsKey(b.sections);
    case 'when':
      return makesSameRuns(a, b, serviceTimeZone);
    case 'recipients':
      return recipientsKey(a.recipients) === recipientsKey(b.recipients);
  }
}

function fieldsOf(changes: UpdateScheduleRequest): Set<EditedField> {
  const fields = new Set<EditedField>();
  if (changes.title !== undefined) fields.add('title');
  if (changes.template_uuid !== undefined) fields.add('template');
  if (changes.sections !== undefined) fields.add('sections');
  if (changes.frequency !== undefined || changes.next_scheduled_date !== undefined) {
    fields.add('when');
  }
  if (changes.recipients !== undefined) fields.add('recipients');
  return fields;
}

/** The schedule with only your changes: "yours". */
export function withChanges(opened: Schedule, changes: UpdateScheduleRequest): Schedule {
  return {
    ...opened,
    title: changes.title ?? opened.title,
    template_uuid: changes.template_uuid ?? opened.template_uuid,
    sections: changes.sections ?? opened.sections,
    frequency: changes.frequency ?? opened.frequency,
    next_scheduled_date: changes.next_scheduled_date ?? opened.next_scheduled_date,
    recipients: changes.recipients
      ? changes.recipients.map(({ name, email }) => ({ name: name ?? '', email }))
      : opened.recipients,
  };
}

/** What changed elsewhere since `opened`, against your `changes`, with conflicts. */
export function compareEdit({
  opened,
  current,
  changes,
  serviceTimeZone,
}: {
  opened: Schedule;
  /** The schedule on the service's list now; undefined when it is no longer there. */
  current: Schedule | undefined;
  changes: UpdateScheduleRequest;
  serviceTimeZone: string;
}): EditComparison {
  if (!current) return { kind: 'gone' };
  const yours = fieldsOf(changes);
  const mine = withChanges(opened, changes);
  const fields = EDITED_FIELDS.filter(
    (field) => !sameField(field, opened, current, serviceTimeZone),
  ).map((field): ChangedElsewhere => {
    const changedByYou = yours.has(field);
    return {
      field,
      yours: changedByYou,
      conflict: changedByYou && !sameField(field, mine, current, serviceTimeZone),
    };
  });
  return fields.length === 0 ? { kind: 'unchanged' } : { kind: 'changed', fields };
}

/** The conflicts not chosen yet: nothing may be sent while there are any. */
export function unresolvedConflicts(
  comparison: EditComparison,
  choices: ConflictChoices,
): EditedField[] {
  if (comparison.kind !== 'changed') return [];
  return comparison.fields
    .filter(({ field, conflict }) => conflict && choices[field] === undefined)
    .map(({ field }) => field);
}

/**
 * The PATCH body with their changes and conflicts settled as yours; undefined while one is
 * unsettled or the schedule is gone. A cadence is sent whole, never paired with their date.
 */
export function changesToSend(
  changes: UpdateScheduleRequest,
  comparison: EditComparison,
  choices: ConflictChoices,
  opened?: Pick<Schedule, 'frequency'>,
): UpdateScheduleRequest | undefined {
  if (comparison.kind === 'gone') return undefined;
  if (comparison.kind === 'unchanged') return changes;
  if (unresolvedConflicts(comparison, choices).length > 0) return undefined;
  const keepTheirs = new Set(
    comparison.fields
      .filter(({ field, conflict }) => !conflict || choices[field] === 'theirs')
      .map(({ field }) => field),
  );
  const body: UpdateScheduleRequest = { ...changes };
  if (keepTheirs.has('title')) delete body.title;
  if (keepTheirs.has('template')) delete body.template_uuid;
  if (keepTheirs.has('sections')) delete body.sections;
  if (keepTheirs.has('when')) {
    delete body.frequency;
    delete body.next_scheduled_date;
  } else if (choices.when === 'yours' && opened) {
    body.frequency = changes.frequency ?? opened.frequency;
  }
  if (keepTheirs.has('recipients')) delete body.recipients;
  return body;
}

/** Right before the PATCH: send `body`, or review again if it changed or a conflict is open. */
export function recheckBeforeSending({
  opened,
  reviewed,
  current,
  changes,
  choices,
  serviceTimeZone,
}: {
  opened: Schedule;
  /** The schedule as the review showed it; undefined if it was gone then. */
  reviewed: Schedule | undefined;
  current: Schedule | undefined;
  changes: UpdateScheduleRequest;
  choices: ConflictChoices;
  serviceTimeZone: string;
}):
  | { kind: 'send'; body: UpdateScheduleRequest }
  | { kind: 'review-again'; comparison: EditComparison; changedAgain: boolean } {
  const changedAgain = reviewed
    ? compareEdit({ opened: reviewed, current, changes: {}, serviceTimeZone }).kind !== 'unchanged'
    : current !== undefined;
  const comparison = compareEdit({ opened, current, changes, serviceTimeZone });
  const body = changesToSend(changes, comparison, choices, opened);
  if (changedAgain || !body) return { kind: 'review-again', comparison, changedAgain };
  return { kind: 'send', body };
}

/** A field's name in the review: 'Title', 'Cadence and first run'. */
export const FIELD_LABELS: Record<EditedField, string> = {
  title: 'Title',
  template: 'Template',
  sections: 'Sections',
  when: 'Cadence and next run',
  recipients: 'Recipients',
};

/** A field of one version in words, e.g. 'when' -> 'Every week on Monday at 09:00, next …'. */
export function fieldWords(
  schedule: Schedule,
  field: EditedField,
  context: {
    templates: readonly Pick<Template, 'template_uuid' | 'template_name'>[];
    zones: CalendarZones;
    now: Date;
    /** The sections catalogue, where answered: sections are named by their display text. */
    catalogue?: readonly CatalogueSection[] | undefined;
  },
): string {
  switch (field) {
    case 'title':
      return schedule.title.trim();
    case 'template': {
      const uuid = schedule.template_uuid.trim().toLowerCase();
      const template = context.templates.find(
        (candidate) => candidate.template_uuid.toLowerCase() === uuid,
      );
      return template?.template_name ?? `Template ${schedule.template_uuid}`;
    }
    case 'sections':
      return (
        sectionLabels(
          schedule.sections.map(({ name }) => name),
          context.catalogue,
        ).join(', ') || 'None'
      );
    case 'when': {
      const rule = ruleOf(schedule);
      const next = nextRunAtOrAfter(rule, context.zones.service, context.now);
      return `${describeRule(rule, context.zones, context.now)}, next ${formatRunDateTime(next, context.zones.user)}`;
    }
    case 'recipients':
      return schedule.recipients
        .map(({ name, email }) => (name?.trim() ? `${name.trim()} <${email}>` : email))
        .join(', ');
  }
}
