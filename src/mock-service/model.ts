/**
 * What the mock service stores. A stored schedule is the spec's schedule plus its site_id and
 * minus branding (derived from the template when listed); the shapes come from the domain
 * schemas so the mock cannot drift from what the app parses.
 */
import * as z from 'zod/mini';
import type { INSTALL_ENVIRONMENTS } from '#src/domain/platform-schemas';
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
 * paths under /mock-assets (made absolute on the origin of each request), plus the account whose
 * library it belongs to and the uuid of the branding configuration the list output names.
 */
export type StoredTemplate = Omit<
  z.infer<typeof TemplateSchema>,
  'logo_url' | 'preview_image_url' | 'description' | 'company_name' | 'brand_colour' | 'brand_color'
> & {
  account_id: string;
  description: string;
  company_name: string;
  brand_colour: string;
  logo_path: string;
  preview_image_path: string;
  branding_uuid: string;
};

/** A platform account (`GET /accounts`), every field the published record has. */
export interface MockAccount {
  id: string;
  name: string;
  nickname: string;
}

/** One WordPress environment of a site (`installs[]` of `GET /sites`). */
export interface MockInstall {
  id: string;
  name: string;
  environment: (typeof INSTALL_ENVIRONMENTS)[number] | null;
  cname: string;
  php_version: string | null;
  is_multisite: boolean;
}

/** A site as `GET /sites` answers it, field for field (platform-schemas.ts parses it). */
export interface MockSite {
  id: string;
  name: string;
  account: { id: string };
  group_name: string | null;
  tags: string[];
  /** UTC, whole seconds: '2021-04-12T15:20:00Z'. */
  created_at: string;
  sandbox: boolean;
  transferable: boolean;
  installs: MockInstall[];
}

/** The signed-in user as `GET /user` answers it. */
interface MockUserProfile {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
}

/** Someone who can sign in: Basic credentials, a profile, and what they may see and do. */
export interface MockUser {
  username: string;
  password: string;
  /** Shown on the demo's sign-in page. */
  description: string;
  /** May create, update and delete schedules (otherwise read-only). */
  canWrite: boolean;
  profile: MockUserProfile;
  /** The platform accounts the user belongs to, in `GET /accounts` order. */
  accountIds: readonly string[];
  /**
   * Only these sites of those accounts, when set (a user the portal gives access to some
   * sites); otherwise every site of the accounts.
   */
  siteIds?: readonly string[];
}
