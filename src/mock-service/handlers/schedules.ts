/**
 * The schedule operations of the contract (spec 4.1-4.3) and the delete of the current reference
 * (site-reports-api-today.md). Rules the spec leaves open: docs/decisions/002-mock-service-rules.md.
 */
import { http, HttpResponse } from 'msw';
import {
  cadenceOf,
  defaultFirstRun,
  formatUtcIso,
  nextRunAtOrAfter,
  ruleOf,
} from '#src/domain/recurrence';
import {
  CreateScheduleRequestSchema,
  UpdateScheduleRequestSchema,
  UuidSchema,
  type Frequency,
  type RecipientInput,
  type Schedule,
  type Section,
} from '#src/domain/schemas';
import { missingMandatory } from '#src/domain/section-catalogue';
import { requireSiteAccess, requireUser, requireWriteAccess } from '#src/mock-service/auth';
import type { MockServiceContext } from '#src/mock-service/context';
import { injectedFailure } from '#src/mock-service/faults';
import type { MockSite, MockUser, StoredSchedule, StoredTemplate } from '#src/mock-service/model';
import { monthlyDayErrors } from '#src/mock-service/monthly-day';
import { CATALOGUE_RULES } from '#src/mock-service/section-catalogue';
import { badRequest, notFound, type ServiceFieldError } from '#src/mock-service/responses';
import type { MockStore } from '#src/mock-service/store';
import {
  fieldError,
  parseFields,
  readJsonObject,
  requireSiteIdParam,
} from '#src/mock-service/validation';
import { brandingOf } from './templates';

const SCHEDULES_PATH = '*/v1/site_reports/schedules';
const SCHEDULE_PATH = '*/v1/site_reports/schedules/:scheduleId';

const CREATED_MESSAGE = 'Report schedule created';
const UPDATED_MESSAGE = 'Report schedule updated';

const DEFAULT_FREQUENCY: Frequency = { unit: 'DAYS', value: 7 };

export function createScheduleHandlers(context: MockServiceContext) {
  return [
    listHandler(context),
    createHandler(context),
    updateHandler(context),
    deleteHandler(context),
  ];
}

/** GET: a site's schedules, each stored run that has passed rolled forward to the next one. */
function listHandler({ store, faults }: MockServiceContext) {
  const nextRun = createNextRunResolver(store.serviceTimeZone);
  return http.get(SCHEDULES_PATH, ({ request }) => {
    const failure = injectedFailure(faults, 'listSchedules');
    if (failure) return failure;
    const user = requireUser(request, store);

    const siteId = requireSiteIdParam(request);
    requireSiteAccess(user, siteId, store);

    const now = store.now();
    const schedules: Schedule[] = store.listSchedules(siteId).map((schedule) => {
      const template = store.template(schedule.template_uuid);
      return {
        uuid: schedule.uuid,
        title: schedule.title,
        next_scheduled_date: nextRun(schedule, now),
        template_uuid: schedule.template_uuid,
        frequency: { ...schedule.frequency },
        recipients: schedule.recipients.map(({ name, email }) => ({ name, email })),
        sections: schedule.sections.map(({ name }) => ({ name })),
        branding: template ? brandingOf(template, request) : null,
      };
    });
    return HttpResponse.json({ schedules });
  });
}

/** POST: a new schedule, its omitted fields filled with the defaults. */
function createHandler({ store, faults }: MockServiceContext) {
  return http.post(SCHEDULES_PATH, async ({ request }) => {
    const failure = injectedFailure(faults, 'createSchedule');
    if (failure) return failure;
    const user = requireUser(request, store);
    requireWriteAccess(user);

    const body = await readJsonObject(request);
    const { values, errors } = parseFields(CreateScheduleRequestSchema, body);
    const now = store.now();
    let site: MockSite | undefined;
    if (values.site_id) {
      if (store.site(values.site_id)) site = requireSiteAccess(user, values.site_id, store);
      else {
        errors.push(
          fieldError('site_id', 'value_unavailable', 'site_not_found', 'No site has this site_id'),
        );
      }
    }
    const template = templateFor(values.template_uuid, body.template_uuid, site, store, errors);
    if (template && values.sections) {
      errors.push(
        ...sectionErrors(values.sections, template),
        ...mandatoryErrors(values.sections, template),
      );
    }
    errors.push(
      ...firstRunErrors(values, { dateSent: true, serviceTimeZone: store.serviceTimeZone, now }),
    );
    if (errors.length > 0) {
      return badRequest('The schedule is not valid: see errors for each problem.', errors);
    }

    const input = CreateScheduleRequestSchema.parse(body);
    const frequency = input.frequency ?? DEFAULT_FREQUENCY;
    if (!template) throw new Error('A valid create has a template');
    store.createSchedule({
      site_id: input.site_id,
      title: input.title,
      next_scheduled_date: input.next_scheduled_date
        ? formatUtcIso(new Date(input.next_scheduled_date))
        : firstRunByDefault(frequency, store.serviceTimeZone, now),
      template_uuid: template.template_uuid,
      frequency,
      recipients: withNames(input.recipients),
      sections: input.sections ?? template.sections.map(({ name }) => ({ name })),
    });
    return HttpResponse.json({ message: CREATED_MESSAGE }, { status: 201 });
  });
}

/** PATCH: the fields sent replace the stored ones; the result must still be valid. */
function updateHandler({ store, faults }: MockServiceContext) {
  return http.patch<{ scheduleId: string }>(SCHEDULE_PATH, async ({ request, params }) => {
    const failure = injectedFailure(faults, 'updateSchedule');
    if (failure) return failure;
    const user = requireUser(request, store);
    requireWriteAccess(user);

    const { current, site } = requireSchedule(user, params.scheduleId, store);

    const body = await readJsonObject(request);
    const { values, errors } = parseFields(UpdateScheduleRequestSchema, body);
    if ('site_id' in body) {
      errors.unshift(
        fieldError(
          'site_id',
          'invalid_value',
          'not_updatable',
          'site_id cannot be changed: a schedule stays on the site it was created for',
        ),
      );
    }
    const template =
      'template_uuid' in body
        ? templateFor(values.template_uuid, body.template_uuid, site, store, errors)
        : store.template(current.template_uuid);
    if (template && values.sections) {
      errors.push(
        ...sectionErrors(values.sections, template),
        ...mandatoryErrors(values.sections, template),
      );
    } else if (template && !('sections' in body)) {
      // A new template must offer the sections the schedule already has.
      errors.push(...keptSectionErrors(current.sections, template));
    }
    // Checked only when changed, so an older schedule can still be renamed.
    if ('frequency' in body || 'next_scheduled_date' in body) {
      const resulting = {
        frequency: 'frequency' in body ? values.frequency : current.frequency,
        next_scheduled_date:
          'next_scheduled_date' in body ? values.next_scheduled_date : current.next_scheduled_date,
      };
      errors.push(
        ...firstRunErrors(resulting, {
          dateSent: 'next_scheduled_date' in body,
          serviceTimeZone: store.serviceTimeZone,
          now: store.now(),
        }),
      );
    }
    if (errors.length > 0) {
      return badRequest('The changes are not valid: see errors for each problem.', errors);
    }

    const input = UpdateScheduleRequestSchema.parse(body);
    store.updateSchedule(current.uuid, {
      title: input.title,
      next_scheduled_date: input.next_scheduled_date
        ? formatUtcIso(new Date(input.next_scheduled_date))
        : undefined,
      template_uuid: input.template_uuid,
      frequency: input.frequency,
      recipients: input.recipients ? withNames(input.recipients) : undefined,
      sections: input.sections,
    });
    return HttpResponse.json({ message: UPDATED_MESSAGE });
  });
}

/** DELETE: 404 from then on; 204, no body (the reference says only "Deleted"); reports remain. */
function deleteHandler({ store, faults }: MockServiceContext) {
  return http.delete<{ scheduleId: string }>(SCHEDULE_PATH, ({ params, request }) => {
    const failure = injectedFailure(faults, 'deleteSchedule');
    if (failure) return failure;
    const user = requireUser(request, store);
    requireWriteAccess(user);

    const { current } = requireSchedule(user, params.scheduleId, store);

    store.deleteSchedule(current.uuid);
    return new HttpResponse(null, { status: 204 });
  });
}

/** The schedule `scheduleId` names and its site; throws the 404, or the 403 for another's. */
function requireSchedule(
  user: MockUser,
  scheduleId: string,
  store: MockStore,
): { current: StoredSchedule; site: MockSite } {
  const parsedId = UuidSchema.safeParse(scheduleId);
  const current = parsedId.success ? store.schedule(parsedId.data) : undefined;
  if (!current) throw notFound('Schedule not found');
  return { current, site: requireSiteAccess(user, current.site_id, store) };
}

/** The template named, else the account's first; undefined, with an error, if missing or foreign. */
function templateFor(
  templateUuid: string | undefined,
  sent: unknown,
  site: MockSite | undefined,
  store: MockStore,
  errors: ServiceFieldError[],
): StoredTemplate | undefined {
  if (sent === undefined) {
    if (!site) return undefined;
    const first = store.templates(site.account.id)[0];
    if (!first) {
      errors.push(
        fieldError(
          'template_uuid',
          'invalid_value',
          'missing_field',
          "The site's account has no templates to default to: send template_uuid",
        ),
      );
    }
    return first;
  }
  if (templateUuid === undefined) return undefined;
  const template = store.template(templateUuid);
  if (!template) {
    errors.push(
      fieldError(
        'template_uuid',
        'value_unavailable',
        'template_not_found',
        'No template has this template_uuid; see GET /site_reports/templates',
      ),
    );
    return undefined;
  }
  if (site && template.account_id !== site.account.id) {
    errors.push(
      fieldError(
        'template_uuid',
        'value_unavailable',
        'template_not_in_account',
        `The template "${template.template_name}" belongs to another account than the site's; ` +
          `see GET /site_reports/templates?account_id=${site.account.id}`,
      ),
    );
    return undefined;
  }
  return template;
}

function sectionErrors(
  sections: readonly Section[],
  template: StoredTemplate,
): ServiceFieldError[] {
  const available = new Set(template.sections.map(({ name }) => name));
  return sections.flatMap((section, index) =>
    available.has(section.name)
      ? []
      : [
          fieldError(
            `sections[${index}].name`,
            'value_unavailable',
            'section_not_in_template',
            `"${section.name}" is not a section of the template "${template.template_name}" ` +
              `(available: ${[...available].join(', ')})`,
          ),
        ],
  );
}

/**
 * Sent `sections` missing mandatory ones are refused, not completed: no kinder than the service may
 * be (docs/decisions/017). Unsent, not checked, so older schedules can still be renamed.
 */
function mandatoryErrors(
  sections: readonly Section[],
  template: StoredTemplate,
): ServiceFieldError[] {
  const missing = missingMandatory(
    sections.map(({ name }) => name),
    template.sections.map(({ name }) => name),
    CATALOGUE_RULES,
  );
  if (missing.length === 0) return [];
  return [
    fieldError(
      'sections',
      'invalid_value',
      'mandatory_section_missing',
      `Every report includes ${missing.join(', ')}: add ${missing.length === 1 ? 'it' : 'them'} to sections`,
    ),
  ];
}

function keptSectionErrors(
  sections: readonly Section[],
  template: StoredTemplate,
): ServiceFieldError[] {
  const available = new Set(template.sections.map(({ name }) => name));
  const missing = sections.filter(({ name }) => !available.has(name)).map(({ name }) => name);
  if (missing.length === 0) return [];
  return [
    fieldError(
      'sections',
      'value_unavailable',
      'section_not_in_template',
      `The template "${template.template_name}" has no ${missing.join(', ')} section; ` +
        'send sections together with template_uuid',
    ),
  ];
}

/** A date sent must not be past, and a MONTHLY one on its day; a stored past run rolls forward. */
function firstRunErrors(
  { frequency, next_scheduled_date }: { frequency?: Frequency; next_scheduled_date?: string },
  options: { dateSent: boolean; serviceTimeZone: string; now: Date },
): ServiceFieldError[] {
  if (!next_scheduled_date) return [];
  if (new Date(next_scheduled_date) < options.now) {
    if (!options.dateSent) return [];
    return [
      fieldError(
        'next_scheduled_date',
        'invalid_value',
        'date_in_past',
        'next_scheduled_date must not be in the past',
      ),
    ];
  }
  return frequency ? monthlyDayErrors(frequency, next_scheduled_date, options.serviceTimeZone) : [];
}

function withNames(recipients: readonly RecipientInput[]): StoredSchedule['recipients'] {
  return recipients.map(({ name, email }) => ({ name: name ?? '', email }));
}

/** Tomorrow at `DEFAULT_RUN_TIME` in the service's zone, or the next monthly day after. */
function firstRunByDefault(frequency: Frequency, serviceTimeZone: string, now: Date): string {
  const { at } = defaultFirstRun({
    cadence: cadenceOf(frequency),
    dayOfMonth: frequency.unit === 'MONTHLY' ? frequency.value : 1,
    timeZone: serviceTimeZone,
    now,
  });
  return formatUtcIso(at);
}

/** A past stored run rolls forward to now; cached per (frequency, run), valid until the next run. */

function createNextRunResolver(serviceTimeZone: string) {
  const cache = new Map<string, { from: number; at: number; iso: string }>();
  return (schedule: StoredSchedule, now: Date): string => {
    const time = now.getTime();
    if (Date.parse(schedule.next_scheduled_date) >= time) return schedule.next_scheduled_date;
    const key = `${schedule.frequency.unit}:${schedule.frequency.value}|${schedule.next_scheduled_date}`;
    const cached = cache.get(key);
    if (cached && cached.from <= time && time <= cached.at) return cached.iso;
    const at = nextRunAtOrAfter(ruleOf(schedule), serviceTimeZone, now);
    // Only a malformed stored date (a hand-edited snapshot) has no runs: show it as it is.
    if (Number.isNaN(at.getTime())) return schedule.next_scheduled_date;
    const iso = formatUtcIso(at);
    cache.set(key, { from: time, at: at.getTime(), iso });
    return iso;
  };
}
