// The schedule form's values, rules and requests; its rules are schemas.ts' and recurrence.ts', so
// the form accepts nothing the service refuses.
import * as z from 'zod/mini';
import { recipientKey } from './recipients';
import {
  alignFirstRun,
  CADENCES,
  defaultFirstRun,
  formatUtcIso,
  ordinal,
  ruleOf,
  toInstant,
  toLocal,
  type Cadence,
  type ServiceRule,
} from './recurrence';
import { intentOfRule, ruleForIntent, type CalendarZones, type RunIntent } from './schedule-rule';
import {
  EmailSchema,
  MONTH_DAY_MAX,
  MONTH_DAY_MIN,
  RECIPIENTS_MAX,
  RecipientNameSchema,
  TITLE_MAX_LENGTH,
  TitleSchema,
  UuidSchema,
  type CreateScheduleRequest,
  type Frequency,
  type Schedule,
  type Template,
  type UpdateScheduleRequest,
} from './schemas';

const DAY_OF_MONTH_MESSAGE = `Choose a day of the month from ${MONTH_DAY_MIN} to ${MONTH_DAY_MAX}`;

/** A UUID as typed or pasted into a field: surrounding spaces dropped, then the API's rule. */
const TrimmedUuidSchema = z.pipe(z.string().check(z.trim()), UuidSchema);

const FormRecipientSchema = z.object({
  name: RecipientNameSchema,
  email: EmailSchema,
});

/** The form's values and each field's own rules; `createScheduleFormSchema` adds the rest. */
export const ScheduleFormValuesSchema = z.object({
  title: TitleSchema,
  // Blank means the service's default template (spec 4.1: template_uuid is optional). A pasted
  // UUID often brings spaces along; the form trims them, which the API's UuidSchema does not.
  templateUuid: z.union([z.string().check(z.trim(), z.length(0)), TrimmedUuidSchema], {
    error: 'Enter a template UUID, such as 0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10, or leave it blank',
  }),
  sections: z
    .array(z.string().check(z.trim(), z.minLength(1, 'Section names cannot be blank')))
    .check(z.minLength(1, 'Choose at least one section')),
  cadence: z.enum(CADENCES, { error: 'Choose how often the report runs' }),
  dayOfMonth: z
    .number({ error: DAY_OF_MONTH_MESSAGE })
    .check(
      z.int(DAY_OF_MONTH_MESSAGE),
      z.gte(MONTH_DAY_MIN, DAY_OF_MONTH_MESSAGE),
      z.lte(MONTH_DAY_MAX, DAY_OF_MONTH_MESSAGE),
    ),
  firstRunDate: z.iso.date({ error: 'Enter the date of the first run' }),
  time: z.iso.time({ precision: -1, error: 'Enter the time of day, such as 09:00' }),
  recipients: z
    .array(FormRecipientSchema)
    .check(
      z.minLength(1, 'Add at least one recipient'),
      z.maxLength(RECIPIENTS_MAX, `At most ${RECIPIENTS_MAX} recipients`),
    ),
});
export type ScheduleFormValues = z.input<typeof ScheduleFormValuesSchema>;

/** What a saved draft must look like to be offered back: half-typed values are flagged later. */
export const ScheduleFormShapeSchema = z.object({
  title: z.string(),
  templateUuid: z.string(),
  sections: z.array(z.string()),
  cadence: z.enum(CADENCES),
  dayOfMonth: z.number().check(z.int(), z.gte(MONTH_DAY_MIN), z.lte(MONTH_DAY_MAX)),
  firstRunDate: z.string(),
  time: z.string(),
  recipients: z.array(z.object({ name: z.string(), email: z.string() })).check(z.minLength(1)),
});

/**
 * The resolver's schema: the first run in the future (unless an edited one, unchanged, not sent)
 * and on a monthly day; no address twice.
 */
export function createScheduleFormSchema(options: {
  timeZone: string;
  now?: () => Date;
  /** The edited schedule's values: its first run is exempt from the future check. */
  initial?: Pick<ScheduleFormValues, 'firstRunDate' | 'time'>;
}) {
  const now = options.now ?? (() => new Date());
  return ScheduleFormValuesSchema.check(
    z.superRefine((values, ctx) => {
      const seen = new Map<string, number>();
      values.recipients.forEach((recipient, index) => {
        const key = recipientKey(recipient.email);
        if (!key) return;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: ['recipients', index, 'email'],
            message: `This address is already recipient ${(seen.get(key) ?? 0) + 1}`,
          });
        } else {
          seen.set(key, index);
        }
      });

      const unchanged =
        options.initial?.firstRunDate === values.firstRunDate &&
        options.initial.time === values.time;
      const at = toInstant({ date: values.firstRunDate, time: values.time }, options.timeZone);
      if (unchanged || Number.isNaN(at.getTime())) return;
      const current = now();
      if (at <= current) {
        ctx.addIssue({
          code: 'custom',
          path: ['firstRunDate'],
          message: 'The first run must be in the future',
        });
        return;
      }
      if (values.cadence === 'monthly') {
        const aligned = alignFirstRun({
          cadence: 'monthly',
          dayOfMonth: values.dayOfMonth,
          date: values.firstRunDate,
          time: values.time,
          timeZone: options.timeZone,
          now: current,
        });
        if (aligned.date !== values.firstRunDate) {
          ctx.addIssue({
            code: 'custom',
            path: ['firstRunDate'],
            message: `A monthly schedule on the ${ordinal(values.dayOfMonth)} first runs on ${aligned.date}`,
          });
        }
      }
    }),
  );
}

/** Whether `day` is a whole day of the month from 1 to 31 (a half-typed field is not). */
export function isDayOfMonth(day: number): boolean {
  return Number.isInteger(day) && day >= MONTH_DAY_MIN && day <= MONTH_DAY_MAX;
}

/** The instant of the first run the form describes (Invalid Date while the fields are incomplete). */
export function firstRunOfValues(
  values: Pick<ScheduleFormValues, 'firstRunDate' | 'time'>,
  timeZone: string,
): Date {
  return toInstant({ date: values.firstRunDate, time: values.time }, timeZone);
}

/** The form's fields that say when the report runs: the user's intent, in their zone. */
export type WhenValues = Pick<ScheduleFormValues, keyof RunIntent>;

/** An edited schedule as loaded: its values in the user's terms and the rule the service holds. */
export interface SavedSchedule {
  values: ScheduleFormValues;
  rule: ServiceRule;
}

function sameWhen(a: WhenValues, b: WhenValues): boolean {
  return (
    a.cadence === b.cadence &&
    (a.cadence !== 'monthly' || a.dayOfMonth === b.dayOfMonth) &&
    a.firstRunDate === b.firstRunDate &&
    a.time === b.time
  );
}

/** The saved rule while the fields are unchanged (never rewritten), else `ruleForIntent`'s. */
export function ruleOfValues(
  values: WhenValues,
  zones: CalendarZones,
  saved?: SavedSchedule,
): ServiceRule {
  if (saved && sameWhen(values, saved.values)) return saved.rule;
  return ruleForIntent(values, zones);
}

/** A new schedule's values: weekly, tomorrow at 09:00, every section of `template` ticked. */
export function defaultFormValues(options: {
  now: Date;
  timeZone: string;
  template?: Pick<Template, 'template_uuid' | 'sections'> | undefined;
}): ScheduleFormValues {
  const { now, timeZone, template } = options;
  const firstRun = defaultFirstRun({ cadence: 'weekly', dayOfMonth: 1, timeZone, now });
  return {
    title: '',
    templateUuid: template?.template_uuid ?? '',
    sections: template?.sections.map((section) => section.name) ?? [],
    cadence: 'weekly',
    dayOfMonth: toLocal(firstRun.at, timeZone).dayOfMonth,
    firstRunDate: firstRun.date,
    time: firstRun.time,
    recipients: [{ name: '', email: '' }],
  };
}

/** An existing schedule's values in the user's terms (`intentOfRule`). */
export function formValuesFromSchedule(
  schedule: Schedule,
  zones: CalendarZones,
): ScheduleFormValues {
  const when = intentOfRule(ruleOf(schedule), zones);
  return {
    title: schedule.title,
    templateUuid: schedule.template_uuid,
    sections: schedule.sections.map((section) => section.name),
    ...when,
    recipients: schedule.recipients.map((recipient) => ({
      name: recipient.name ?? '',
      email: recipient.email,
    })),
  };
}

/** An edited schedule as loaded (see `SavedSchedule`). */
export function savedScheduleOf(schedule: Schedule, zones: CalendarZones): SavedSchedule {
  return { values: formValuesFromSchedule(schedule, zones), rule: ruleOf(schedule) };
}

/** The values for "Duplicate": "Copy of …" (or `sameTitle`), the first run moved forward. */
export function duplicateFormValues(
  schedule: Schedule,
  options: { now: Date; zones: CalendarZones; sameTitle?: boolean },
): ScheduleFormValues {
  const values = formValuesFromSchedule(schedule, options.zones);
  const firstRun = alignFirstRun({
    cadence: values.cadence,
    dayOfMonth: values.dayOfMonth,
    date: values.firstRunDate,
    time: values.time,
    timeZone: options.zones.user,
    now: options.now,
  });
  return {
    ...values,
    title: options.sameTitle
      ? schedule.title
      : `Copy of ${schedule.title}`.slice(0, TITLE_MAX_LENGTH),
    firstRunDate: firstRun.date,
    time: firstRun.time,
  };
}

function recipientsForApi(values: ScheduleFormValues): CreateScheduleRequest['recipients'] {
  return values.recipients.map((recipient) => {
    const name = recipient.name.trim();
    // The spec makes name optional; an empty one is left out rather than sent blank.
    return name ? { name, email: recipient.email.trim() } : { email: recipient.email.trim() };
  });
}

function sectionsForApi(values: ScheduleFormValues): { name: string }[] {
  return values.sections.map((name) => ({ name: name.trim() }));
}

/** The POST body. */
export function toCreateRequest(
  values: ScheduleFormValues,
  siteId: string,
  zones: CalendarZones,
): CreateScheduleRequest {
  const templateUuid = values.templateUuid.trim();
  const rule = ruleForIntent(values, zones);
  return {
    site_id: siteId,
    title: values.title.trim(),
    next_scheduled_date: formatUtcIso(rule.firstRun),
    ...(templateUuid ? { template_uuid: templateUuid } : {}),
    frequency: rule.frequency,
    recipients: recipientsForApi(values),
    sections: sectionsForApi(values),
  };
}

function sameFrequency(a: Frequency, b: Frequency): boolean {
  return a.unit === b.unit && a.value === b.value;
}

function sameSections(a: readonly string[], b: readonly string[]): boolean {
  // Ticked boxes have no order; the same set is no change.
  const setA = new Set(a.map((name) => name.trim()));
  const setB = new Set(b.map((name) => name.trim()));
  return setA.size === setB.size && [...setA].every((name) => setB.has(name));
}

function sameRecipients(a: ScheduleFormValues, b: ScheduleFormValues): boolean {
  return JSON.stringify(recipientsForApi(a)) === JSON.stringify(recipientsForApi(b));
}

/** The PATCH body: only what differs from the schedule as loaded; a frequency is sent whole. */
export function toUpdateRequest(
  saved: SavedSchedule,
  values: ScheduleFormValues,
  zones: CalendarZones,
): UpdateScheduleRequest {
  const initial = saved.values;
  const changes: UpdateScheduleRequest = {};
  if (values.title.trim() !== initial.title.trim()) changes.title = values.title.trim();

  const templateUuid = values.templateUuid.trim();
  if (templateUuid && templateUuid !== initial.templateUuid.trim()) {
    changes.template_uuid = templateUuid;
  }

  const rule = ruleOfValues(values, zones, saved);
  if (!sameFrequency(rule.frequency, saved.rule.frequency)) changes.frequency = rule.frequency;
  if (rule.firstRun.getTime() !== saved.rule.firstRun.getTime()) {
    changes.next_scheduled_date = formatUtcIso(rule.firstRun);
  }

  if (!sameRecipients(initial, values)) changes.recipients = recipientsForApi(values);
  if (!sameSections(initial.sections, values.sections)) changes.sections = sectionsForApi(values);
  return changes;
}

/** A path of the form's values, in react-hook-form's dotted notation. */
export type ScheduleFormField =
  | 'title'
  | 'templateUuid'
  | 'sections'
  | 'cadence'
  | 'dayOfMonth'
  | 'firstRunDate'
  | 'time'
  | 'recipients'
  | `recipients.${number}.name`
  | `recipients.${number}.email`;

/** The form fields in the order they appear on screen; the first with an error gets focus. */
export function fieldOrder(field: ScheduleFormField): number {
  const [head, index, leaf] = field.split('.');
  const order = [
    'title',
    'templateUuid',
    'sections',
    'cadence',
    'dayOfMonth',
    'firstRunDate',
    'time',
    'recipients',
  ];
  const base = order.indexOf(head ?? '') * 1_000;
  if (index === undefined) return base;
  return base + 1 + Number(index) * 2 + (leaf === 'email' ? 1 : 0);
}

/** The form field an API error's `field` names; undefined for one the form has not. */
export function formFieldForApiError(
  field: string | undefined,
  cadence: Cadence = 'weekly',
): ScheduleFormField | undefined {
  if (!field) return undefined;
  const path = field
    .trim()
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\.+/, '')
    .split('.')
    .filter(Boolean);
  const [head, second, third] = path;
  switch (head) {
    case 'title':
      return 'title';
    case 'template_uuid':
    case 'template':
      return 'templateUuid';
    case 'next_scheduled_date':
      return 'firstRunDate';
    case 'frequency':
      return second === 'value' && cadence === 'monthly' ? 'dayOfMonth' : 'cadence';
    case 'sections':
      return 'sections';
    case 'recipients': {
      if (second === undefined || !/^\d+$/.test(second)) return 'recipients';
      return third === 'name'
        ? `recipients.${Number(second)}.name`
        : `recipients.${Number(second)}.email`;
    }
    default:
      return undefined;
  }
}
