/** The service's shapes (spec sections 2, 4 and 7); limits the spec leaves open: ADR 002. */
import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { UUID_MESSAGE, UUID_PATTERN } from './ids';

// zod/mini has no messages of its own: the English locale keeps errors readable. It compiles
// no parsers with `new Function`, so the CSP needs no `jitless` (ADR 005).
z.config(en());

// Limits the spec does not state (section 8). The mock enforces them and the form checks them
// first, so a user never meets them only after submitting.
export const TITLE_MAX_LENGTH = 200;
export const RECIPIENTS_MAX = 50;
const RECIPIENT_NAME_MAX_LENGTH = 100;
const TEMPLATE_NAME_MAX_LENGTH = 100;
/** RFC 5321 4.5.3.1: at most 64 octets before the @, 254 in all (a path's 256 less the <>). */
const EMAIL_LOCAL_PART_MAX_LENGTH = 64;
const EMAIL_MAX_LENGTH = 254;

/** A machine code for problems no built-in zod issue names; the mock's `errors[].code`. */
export interface IssueCode {
  code: string;
}

/** A UUID (ids.ts), lower-cased to compare; surrounding spaces are refused (a client bug). */
export const UuidSchema = z
  .string({ error: UUID_MESSAGE })
  .check(z.regex(UUID_PATTERN, UUID_MESSAGE), z.toLowerCase());

/** No control characters: a title or name reaches report covers and mail headers. */
function withoutControlCharacters(field: string) {
  return z.refine<string>((value) => !/\p{Cc}/u.test(value), {
    error: `${field} cannot contain control characters such as tabs, line breaks or NUL`,
    params: { code: 'control_characters' } satisfies IssueCode,
    abort: true,
  });
}

export const TitleSchema = z
  .string({ error: 'Title is required' })
  .check(
    z.trim(),
    z.minLength(1, 'Title is required'),
    withoutControlCharacters('Title'),
    z.maxLength(TITLE_MAX_LENGTH, `Title must be at most ${TITLE_MAX_LENGTH} characters`),
  );

/** The part of an address before its last @ (a quoted local part may contain @ itself). */
function localPartOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? address : address.slice(0, at);
}

export const EmailSchema = z.pipe(
  z.string({ error: 'Email is required' }).check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.maxLength(
      EMAIL_MAX_LENGTH,
      `An email address can be at most ${EMAIL_MAX_LENGTH} characters long`,
    ),
    z.refine<string>((address) => localPartOf(address).length <= EMAIL_LOCAL_PART_MAX_LENGTH, {
      error: `An email address can have at most ${EMAIL_LOCAL_PART_MAX_LENGTH} characters before the @`,
      params: { code: 'too_long' } satisfies IssueCode,
    }),
  ),
  z.email({ error: 'Enter a valid email address, such as jane@example.com' }),
);

export const RecipientNameSchema = z
  .string()
  .check(
    z.trim(),
    withoutControlCharacters('Name'),
    z.maxLength(
      RECIPIENT_NAME_MAX_LENGTH,
      `Name must be at most ${RECIPIENT_NAME_MAX_LENGTH} characters`,
    ),
  );

/** ISO 8601 date and time with an explicit offset (`Z` or `+05:30`), as the service exchanges. */
const IsoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'Must be an ISO 8601 date and time, such as 2026-12-01T09:00:00Z',
});

/** The values a DAYS frequency takes: weekly and every two weeks (spec rule 1). */
const DAYS_VALUES = [7, 14] as const;
export const MONTH_DAY_MIN = 1;
export const MONTH_DAY_MAX = 31;

/** Recurrence (spec 2.2, rules 1-4): every 7 or 14 DAYS, or MONTHLY on day `value` (1-31). */
export const FrequencySchema = z.discriminatedUnion(
  'unit',
  [
    z.object({
      unit: z.literal('DAYS'),
      value: z.literal(DAYS_VALUES, {
        error: 'With unit DAYS, value must be 7 (weekly) or 14 (every two weeks)',
      }),
    }),
    z.object({
      unit: z.literal('MONTHLY'),
      value: z
        .number({ error: 'With unit MONTHLY, value must be a day of the month from 1 to 31' })
        .check(
          z.int('With unit MONTHLY, value must be a whole number from 1 to 31'),
          z.gte(MONTH_DAY_MIN, 'With unit MONTHLY, value must be a day of the month from 1 to 31'),
          z.lte(MONTH_DAY_MAX, 'With unit MONTHLY, value must be a day of the month from 1 to 31'),
        ),
    }),
  ],
  { error: 'unit must be DAYS or MONTHLY' },
);
export type Frequency = z.infer<typeof FrequencySchema>;

const RecipientInputSchema = z.object({
  name: z.optional(RecipientNameSchema),
  email: EmailSchema,
});
export type RecipientInput = z.infer<typeof RecipientInputSchema>;

export const SectionSchema = z.object({
  name: z
    .string({ error: 'Section name is required' })
    .check(z.trim(), z.minLength(1, 'Section name is required')),
});
export type Section = z.infer<typeof SectionSchema>;

const RecipientsInputSchema = z
  .array(RecipientInputSchema, { error: 'recipients must be an array of {name, email}' })
  .check(
    z.minLength(1, 'Add at least one recipient'),
    z.maxLength(RECIPIENTS_MAX, `At most ${RECIPIENTS_MAX} recipients`),
  );

const SectionsSchema = z.array(SectionSchema, {
  error: 'sections must be an array of {name}',
});

export const CreateScheduleRequestSchema = z.object({
  site_id: UuidSchema,
  title: TitleSchema,
  next_scheduled_date: z.optional(IsoDateTimeSchema),
  template_uuid: z.optional(UuidSchema),
  frequency: z.optional(FrequencySchema),
  recipients: RecipientsInputSchema,
  sections: z.optional(SectionsSchema),
});
export type CreateScheduleRequest = z.infer<typeof CreateScheduleRequestSchema>;

/** PATCH body: every field optional; `site_id` is not part of it (the mock rejects it). */
export const UpdateScheduleRequestSchema = z.partial(
  z.omit(CreateScheduleRequestSchema, { site_id: true }),
);
export type UpdateScheduleRequest = z.infer<typeof UpdateScheduleRequestSchema>;

/** Create and update answer only a confirmation text (spec 4.1, 4.2). */
export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

const BrandingSchema = z.object({
  uuid: z.string(),
  company_name: z.string(),
  brand_color: z.string(),
  logo_url: z.string(),
  image_preview_url: z.string(),
});
export type Branding = z.infer<typeof BrandingSchema>;

const RecipientSchema = z.object({
  // The service may omit a name it never had; the UI shows the email alone then.
  name: z.nullish(z.string()),
  email: z.string(),
});
export type Recipient = z.infer<typeof RecipientSchema>;

/** One schedule of the list (spec 4.3): strict on what the app relies on, tolerant elsewhere. */
export const ScheduleSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  title: z.string(),
  next_scheduled_date: IsoDateTimeSchema,
  template_uuid: z.string(),
  frequency: FrequencySchema,
  recipients: z.array(RecipientSchema),
  sections: z.array(z.object({ name: z.string() })),
  branding: z.nullish(BrandingSchema),
});
export type Schedule = z.infer<typeof ScheduleSchema>;

export const ScheduleListResponseSchema = z.object({ schedules: z.array(ScheduleSchema) });
export type ScheduleListResponse = z.infer<typeof ScheduleListResponseSchema>;

/** A report template. The reference spells `brand_colour` and `brand_color`: both are read. */
export const TemplateSchema = z.object({
  template_uuid: z.string().check(z.minLength(1)),
  template_name: z.string().check(z.maxLength(TEMPLATE_NAME_MAX_LENGTH)),
  description: z.nullish(z.string()),
  company_name: z.nullish(z.string()),
  brand_colour: z.nullish(z.string()),
  brand_color: z.nullish(z.string()),
  logo_url: z.nullish(z.string()),
  preview_image_url: z.nullish(z.string()),
  sections: z.array(z.object({ name: z.string() })),
  created_at: z.nullish(z.string()),
  updated_at: z.nullish(z.string()),
});
export type Template = z.infer<typeof TemplateSchema>;

/** A template's brand colour under either spelling of the reference, or undefined. */
export function templateBrandColour(template: Template): string | undefined {
  return template.brand_colour ?? template.brand_color ?? undefined;
}

export const TemplateListResponseSchema = z.object({ templates: z.array(TemplateSchema) });
export type TemplateListResponse = z.infer<typeof TemplateListResponseSchema>;

/** A sections catalogue entry; beyond `name`, a gap only loses a preview. */
const CatalogueSectionSchema = z.object({
  name: z.string().check(z.minLength(1)),
  display_text: z.string(),
  order: z.number(),
  image_url: z.nullish(z.string()),
  footer_url: z.nullish(z.string()),
  group_name: z.string(),
  group_display_text: z.string(),
  mandatory: z.boolean(),
});
export type CatalogueSection = z.infer<typeof CatalogueSectionSchema>;

/** The whole answer: the report type and its sections. */
export const SectionCatalogueSchema = z.object({
  name: z.string(),
  resource_type: z.string(),
  sections: z.array(CatalogueSectionSchema),
});
export type SectionCatalogue = z.infer<typeof SectionCatalogueSchema>;

/** A report, tied to a schedule by title and time; any `download_url`: one odd link is no error. */
export const ReportSchema = z.object({
  uuid: z.string().check(z.minLength(1)),
  title: z.string(),
  date_range: z.object({ start_date: IsoDateTimeSchema, end_date: IsoDateTimeSchema }),
  created_at: IsoDateTimeSchema,
  recipients: z.array(z.object({ email: z.string() })),
  download_url: z.string(),
});
export type Report = z.infer<typeof ReportSchema>;

export const ReportListResponseSchema = z.object({ reports: z.array(ReportSchema) });
export type ReportListResponse = z.infer<typeof ReportListResponseSchema>;

const FieldErrorSchema = z.object({
  resource: z.string(),
  field: z.optional(z.string()),
  // The spec names invalid_value, access_error and value_unavailable. Another type is kept, not
  // refused: a type the service adds later must not turn its 400 into an unreadable response.
  type: z.optional(z.string()),
  code: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Authentication error, not authorized, not found and internal server error share this shape. */
const ErrorBodySchema = z.object({
  message: z.string(),
  documentation_url: z.optional(z.string()),
});

export const BadRequestBodySchema = z.extend(ErrorBodySchema, {
  errors: z.optional(z.array(FieldErrorSchema)),
});
