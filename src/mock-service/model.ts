/**
 * What the mock stores: the spec's schedule plus site_id, minus branding (derived when listed).
 * Shapes come from the domain schemas so the mock cannot drift from what the app parses.
 */
import * as z from 'zod/mini';
import type { INSTALL_ENVIRONMENTS } from '#src/domain/platform-schemas';
import { FrequencySchema, SectionSchema, TemplateSchema } from '#src/domain/schemas';

export const StoredScheduleSchema = z.object({
  uuid: z.string(),
  site_id: z.string(),
  title: z.string(),
  /** UTC, as `formatUtcIso` writes it. */
  next_scheduled_date: z.string(),
  template_uuid: z.string(),
  frequency: FrequencySchema,
  recipients: z.array(z.object({ name: z.string(), email: z.string() })),
  sections: z.array(SectionSchema),
});
export type StoredSchedule = z.infer<typeof StoredScheduleSchema>;

/** The templates record (images under /mock-assets, made absolute per request), account, branding. */
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
  description: string;
  /** May create, update and delete schedules (otherwise read-only). */
  canWrite: boolean;
  profile: MockUserProfile;
  /** In `GET /accounts` order. */
  accountIds: readonly string[];
  /** When set, only these sites of those accounts; otherwise all of them. */

  siteIds?: readonly string[];
}
