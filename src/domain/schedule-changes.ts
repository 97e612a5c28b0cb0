/** The review of an edit, built from the PATCH body so that it shows exactly what is sent. */
import { formatRunDateTime } from './format';
import { recipientKey } from './recipients';
import { nextRunAtOrAfter, type ServiceRule } from './recurrence';
import type { SavedSchedule } from './schedule-form';
import { describeRule, describeSavedRule } from './rule-wording';
import { previewRuns, runMove, type PreviewRun, type RunMove } from './run-preview';
import { intentOfRule, type CalendarZones, type RunIntent } from './schedule-rule';
import type { CatalogueSection, Template, UpdateScheduleRequest } from './schemas';
import { mandatoryNames, sectionLabels } from './section-catalogue';

type ChangedPart = 'title' | 'template' | 'sections' | 'cadence' | 'firstRun' | 'recipients';

/** One line of the review: a field, what it is now and what it will be. */
export interface ChangeRow {
  part: ChangedPart;
  /** 'Title', 'Recipient added', 'Sections removed'. */
  label: string;
  before: string;
  after: string;
  /** The cadence in the service's own words: 'monthly on day 11 at 04:00 UTC'. */
  detail?: { before: string; after: string };
}

/** The next runs of one rule, each with how it moved from the day or time meant (`runMove`). */
export interface RunsOfRule {
  runs: PreviewRun[];
  moves: (RunMove | undefined)[];
}

interface ScheduleChanges {
  rows: ChangeRow[];
  /** The next runs as saved and after saving: only when the cadence or the first run is sent. */
  runs?: { before: RunsOfRule; after: RunsOfRule };
}

/** How many runs each side of the review lists. */
export const REVIEW_RUN_COUNT = 5;

const NOT_A_RECIPIENT = 'Not a recipient';
const NOT_INCLUDED = 'Not included';

interface Person {
  name: string;
  email: string;
}

function personText(person: Person): string {
  return person.name ? `${person.name} <${person.email}>` : person.email;
}

function templateName(
  uuid: string,
  templates: readonly Pick<Template, 'template_uuid' | 'template_name'>[],
): string {
  if (!uuid.trim()) return 'Service default';
  const template = templates.find((candidate) => candidate.template_uuid === uuid.trim());
  return template ? template.template_name : `Template ${uuid.trim()}`;
}

/** Recipients by address: added, removed, renamed, reordered (the body holds the whole list). */
function recipientRows(before: readonly Person[], after: readonly Person[]): ChangeRow[] {
  const unmatched = new Map<string, number[]>();
  before.forEach((person, index) => {
    const key = recipientKey(person.email);
    unmatched.set(key, [...(unmatched.get(key) ?? []), index]);
  });
  const row = (label: string, was: string, becomes: string): ChangeRow => ({
    part: 'recipients',
    label,
    before: was,
    after: becomes,
  });
  const added: ChangeRow[] = [];
  const changed: ChangeRow[] = [];
  const kept: { old: Person; index: number; person: Person }[] = [];
  for (const person of after) {
    const index = unmatched.get(recipientKey(person.email))?.shift();
    const old = index === undefined ? undefined : before[index];
    if (index === undefined || !old) {
      added.push(row('Recipient added', NOT_A_RECIPIENT, personText(person)));
      continue;
    }
    kept.push({ old, index, person });
    if (old.name !== person.name || old.email !== person.email) {
      const label = old.email === person.email ? 'Recipient renamed' : 'Recipient changed';
      changed.push(row(label, personText(old), personText(person)));
    }
  }
  const removed = [...unmatched.values()]
    .flat()
    .sort((a, b) => a - b)
    .flatMap((index) => before[index] ?? [])
    .map((person) => row('Recipient removed', personText(person), NOT_A_RECIPIENT));
  const rows = [...added, ...removed, ...changed];
  const reordered = kept.some((entry, position) => entry.index < (kept[position - 1]?.index ?? -1));
  if (reordered) {
    const shortName = (person: Person) => person.name || person.email;
    const oldOrder = [...kept].sort((a, b) => a.index - b.index);
    rows.push(
      row(
        'Recipient order',
        oldOrder.map((entry) => shortName(entry.old)).join(', '),
        kept.map((entry) => shortName(entry.person)).join(', '),
      ),
    );
  }
  return rows;
}

function sectionRows(
  before: readonly string[],
  after: readonly string[],
  catalogue: readonly CatalogueSection[] | undefined,
): ChangeRow[] {
  const was = new Set(before.map((name) => name.trim()));
  const becomes = new Set(after.map((name) => name.trim()));
  const added = [...becomes].filter((name) => !was.has(name));
  const removed = [...was].filter((name) => !becomes.has(name));
  // A mandatory section is never the user's choice: the form adds it to a schedule that lacks
  // it (made by another client, or before the catalogue), so its line says why.
  const required = catalogue ? mandatoryNames(added, catalogue) : [];
  const chosen = added.filter((name) => !required.includes(name));
  const rows: ChangeRow[] = [];
  const plural = (names: string[]) => (names.length === 1 ? 'Section' : 'Sections');
  if (chosen.length > 0) {
    rows.push({
      part: 'sections',
      label: `${plural(chosen)} added`,
      before: NOT_INCLUDED,
      after: sectionLabels(chosen, catalogue).join(', '),
    });
  }
  if (required.length > 0) {
    rows.push({
      part: 'sections',
      label: `Required ${plural(required).toLowerCase()} added`,
      before: NOT_INCLUDED,
      after: `${sectionLabels(required, catalogue).join(', ')} (every report must include ${required.length === 1 ? 'it' : 'them'})`,
    });
  }
  if (removed.length > 0) {
    rows.push({
      part: 'sections',
      label: `${plural(removed)} removed`,
      before: sectionLabels(removed, catalogue).join(', '),
      after: NOT_INCLUDED,
    });
  }
  return rows;
}

/** The next runs of `rule` from `now` as the preview lines them up, rolled forward. */
function upcomingRuns(
  rule: ServiceRule,
  intent: RunIntent | undefined,
  zones: CalendarZones,
  now: Date,
): RunsOfRule {
  const next = nextRunAtOrAfter(rule, zones.service, now);
  const from: ServiceRule = { frequency: rule.frequency, firstRun: next };
  const meant =
    intent && next.getTime() === rule.firstRun.getTime() ? intent : intentOfRule(from, zones);
  const runs = previewRuns(from, meant, zones, REVIEW_RUN_COUNT);
  return { runs, moves: runs.map((run) => runMove(run, from, zones)) };
}

/** The cadence before and after, in the service's words: new frequencies can read the same. */
function cadenceRow(
  rule: { before: ServiceRule; after: ServiceRule },
  frequencySent: boolean,
  zones: CalendarZones,
  now: Date,
): ChangeRow | undefined {
  const before = describeRule(rule.before, zones, now);
  const after = describeRule(rule.after, zones, now);
  if (before === after && !frequencySent) return undefined;
  return {
    part: 'cadence',
    label: 'Cadence',
    before,
    after,
    detail: {
      before: describeSavedRule(rule.before, zones.service),
      after: describeSavedRule(rule.after, zones.service),
    },
  };
}

/** The review of `changes`, the PATCH body for `saved`; `intent` only explains new runs. */
export function scheduleChanges(input: {
  saved: SavedSchedule;
  changes: UpdateScheduleRequest;
  templates: readonly Pick<Template, 'template_uuid' | 'template_name'>[];
  zones: CalendarZones;
  now: Date;
  intent?: RunIntent;
  /** The sections catalogue, where answered: sections are named by their display text. */
  catalogue?: readonly CatalogueSection[] | undefined;
}): ScheduleChanges {
  const { saved, changes, templates, zones, now } = input;
  const initial = saved.values;
  const rows: ChangeRow[] = [];
  if (changes.title !== undefined) {
    rows.push({ part: 'title', label: 'Title', before: initial.title, after: changes.title });
  }
  if (changes.template_uuid !== undefined) {
    rows.push({
      part: 'template',
      label: 'Template',
      before: templateName(initial.templateUuid, templates),
      after: templateName(changes.template_uuid, templates),
    });
  }
  if (changes.sections) {
    rows.push(
      ...sectionRows(
        initial.sections,
        changes.sections.map((section) => section.name),
        input.catalogue,
      ),
    );
  }

  const whenSent = changes.frequency !== undefined || changes.next_scheduled_date !== undefined;
  const rule = {
    before: saved.rule,
    after: {
      frequency: changes.frequency ?? saved.rule.frequency,
      firstRun: changes.next_scheduled_date
        ? new Date(changes.next_scheduled_date)
        : saved.rule.firstRun,
    },
  };
  if (whenSent) {
    const cadence = cadenceRow(rule, changes.frequency !== undefined, zones, now);
    if (cadence) rows.push(cadence);
  }
  if (changes.next_scheduled_date !== undefined) {
    rows.push({
      part: 'firstRun',
      label: 'First run',
      before: formatRunDateTime(rule.before.firstRun, zones.user),
      after: formatRunDateTime(rule.after.firstRun, zones.user),
    });
  }
  if (changes.recipients) {
    const person = (name: string | undefined, email: string) => ({
      name: (name ?? '').trim(),
      email: email.trim(),
    });
    rows.push(
      ...recipientRows(
        initial.recipients.map((recipient) => person(recipient.name, recipient.email)),
        changes.recipients.map((recipient) => person(recipient.name, recipient.email)),
      ),
    );
  }
  if (!whenSent) return { rows };
  return {
    rows,
    runs: {
      before: upcomingRuns(rule.before, undefined, zones, now),
      after: upcomingRuns(rule.after, input.intent, zones, now),
    },
  };
}
