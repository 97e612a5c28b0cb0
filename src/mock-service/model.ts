/**
 * What the mock service stores. A stored schedule is the spec's schedule plus its site_id and
 * minus branding (derived from the template when listed); the shapes come from the domain
 * schemas so the mock cannot drift from what the app parses.
 */
import * as z from 'zod/mini';
import { FrequencySchema, SectionSchema, TemplateSchema } from '#src/domain/schemas';

export const StoredScheduleSchema = z.object({
  uuid: z.string(),
  site_id: z.string(),
  title: z.string(),
  /** UTC, as `formatUtcIso` writes it: '2026-12-01T09:00:00Z', '2026-12-01T09:00:30.250Z'. */
  next_scheduled_date: z.string(),
  template_uuid: z.string(),
  frequency: FrequencySchema,
  recipients: z.array(z.object({ name: z.string(), email: z.string() })),
  sections: z.array(SectionSchema),
});
export type StoredSchedule = z.infer<typeof StoredScheduleSchema>;

/**
 * A template as stored: the record of `GET /site_reports/templates`, except that the images are
 * paths under /mock-assets (made absolute on the origin of each request), plus the uuid of the
 * branding configuration the list output names.
 */
export type StoredTemplate = Omit<
  z.infer<typeof TemplateSchema>,
  'logo_url' | 'preview_image_url' | 'description' | 'company_name' | 'brand_colour'
> & {
  description: string;
  company_name: string;
  brand_colour: string;
  logo_path: string;
  preview_image_path: string;
  branding_uuid: string;
};

export interface Site {
  id: string;
  name: string;
}

export interface Account {
  username: string;
  password: string;
  /** Shown on the demo's sign-in page. */
  description: string;
  /** May create and update schedules (otherwise read-only). */
  canWrite: boolean;
  /** Sites whose schedules the account may see (and change, with canWrite). */
  siteIds: readonly string[];
}
