/** The platform's shapes (spec: platform-sites.md): strict where the app relies on them. */
import * as z from 'zod/mini';

export { PAGE_LIMIT_MAX } from './platform-paging';

export const PlatformUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string(),
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
  phone_number: z.nullish(z.string()),
});
export type PlatformUser = z.infer<typeof PlatformUserSchema>;

const PlatformAccountSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  nickname: z.nullish(z.string()),
});
export type PlatformAccount = z.infer<typeof PlatformAccountSchema>;

export const INSTALL_ENVIRONMENTS = ['production', 'staging', 'development'] as const;

const InstallSchema = z.object({
  id: z.string(),
  name: z.string(),
  environment: z.nullish(z.enum(INSTALL_ENVIRONMENTS)),
  cname: z.nullish(z.string()),
  php_version: z.nullish(z.string()),
  is_multisite: z.nullish(z.boolean()),
});

export const PlatformSiteSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  account: z.object({ id: z.string().check(z.minLength(1)) }),
  group_name: z.nullish(z.string()),
  tags: z.nullish(z.array(z.string())),
  created_at: z.nullish(z.string()),
  sandbox: z.nullish(z.boolean()),
  transferable: z.nullish(z.boolean()),
  installs: z.nullish(z.array(InstallSchema)),
});
export type PlatformSite = z.infer<typeof PlatformSiteSchema>;

function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().check(z.int(), z.gte(0)),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
  });
}

export const AccountPageSchema = pageOf(PlatformAccountSchema);
export type AccountPage = z.infer<typeof AccountPageSchema>;

export const SitePageSchema = pageOf(PlatformSiteSchema);
export type SitePage = z.infer<typeof SitePageSchema>;

/** The domain a site is known by: its production install's hostname, else its first install's. */
export function productionDomain(site: Pick<PlatformSite, 'installs'>): string | undefined {
  const installs = site.installs ?? [];
  const install = installs.find((each) => each.environment === 'production') ?? installs[0];
  return install?.cname ?? undefined;
}

/** 'Dana Whitfield', or the email when the user has no name on record. */
export function userDisplayName(user: PlatformUser): string {
  const name = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}
