/**
 * The demo's templates: each account has its own library. Names recur across accounts, but each
 * copy is its own template with its own uuid and branding.
 */
import { ACME_ACCOUNT_ID, GLOBEX_ACCOUNT_ID, INITECH_ACCOUNT_ID } from './directory';
import type { StoredTemplate } from './model';

/** What templates of one kind share across accounts: name, purpose, sections, preview. */
const KINDS = {
  monthlyClientReport: {
    template_name: 'Monthly client report',
    description:
      'Traffic, usage and speed at a glance, for the client who wants the headline numbers.',
    preview_image_path: '/mock-assets/monthly-client-report-preview.svg',
    sections: ['cover', 'overview', 'usage', 'traffic', 'performance'],
  },
  securityMaintenance: {
    template_name: 'Security & maintenance',
    description: 'Updates applied, backups taken and security findings: the care-plan report.',
    preview_image_path: '/mock-assets/security-maintenance-preview.svg',
    sections: ['cover', 'overview', 'plugins', 'themes', 'security', 'backups'],
  },
  executiveSummary: {
    template_name: 'Executive summary',
    description: 'One page for leadership: the overview and where visitors came from.',
    preview_image_path: '/mock-assets/executive-summary-preview.svg',
    sections: ['cover', 'overview', 'traffic'],
  },
  fullSiteHealth: {
    template_name: 'Full site health',
    description: 'Every section the service offers, for the quarterly deep dive.',
    preview_image_path: '/mock-assets/full-site-health-preview.svg',
    sections: [
      'cover',
      'overview',
      'usage',
      'traffic',
      'performance',
      'themes',
      'plugins',
      'security',
      'backups',
    ],
  },
  storefrontReview: {
    template_name: 'Quarterly storefront review',
    description: 'Sales-season traffic and checkout speed, for the shop owners.',
    preview_image_path: '/mock-assets/monthly-client-report-preview.svg',
    sections: ['cover', 'overview', 'traffic', 'performance'],
  },
  searchSnapshot: {
    template_name: 'Search & content snapshot',
    description: 'Where visitors come from and which themes they meet, for content teams.',
    preview_image_path: '/mock-assets/executive-summary-preview.svg',
    sections: ['cover', 'traffic', 'usage', 'themes'],
  },
} as const;

export type TemplateKind = keyof typeof KINDS;

interface Branding {
  company_name: string;
  brand_colour: string;
  logo_path: string;
}

const BRANDS = {
  acme: { company_name: 'Acme Marketing', logo_path: '/mock-assets/acme-marketing-logo.svg' },
  northwind: {
    company_name: 'Northwind Digital',
    logo_path: '/mock-assets/northwind-digital-logo.svg',
  },
  brightside: {
    company_name: 'Brightside Studio',
    logo_path: '/mock-assets/brightside-studio-logo.svg',
  },
  globex: { company_name: 'Globex Web Team', logo_path: '/mock-assets/globex-web-team-logo.svg' },
} as const;

function template(
  accountId: string,
  kind: TemplateKind,
  ids: { template_uuid: string; branding_uuid: string },
  branding: Branding,
  dates: { created_at: string; updated_at?: string },
): StoredTemplate {
  const { sections, ...shared } = KINDS[kind];
  return {
    template_uuid: ids.template_uuid,
    account_id: accountId,
    template_name: shared.template_name,
    description: shared.description,
    company_name: branding.company_name,
    brand_colour: branding.brand_colour,
    logo_path: branding.logo_path,
    preview_image_path: shared.preview_image_path,
    branding_uuid: ids.branding_uuid,
    sections: sections.map((name) => ({ name })),
    created_at: dates.created_at,
    updated_at: dates.updated_at ?? dates.created_at,
  };
}

/** Acme's uuids are in tests and bookmarks: keep them. */
export const TEMPLATE_IDS = {
  monthlyClientReport: '3d1f6b8a-2c4e-4f7a-9b1d-5e8c2a7f4b6d',
  securityMaintenance: '7a9c2e4f-6b1d-4e8a-8c3f-1d5b7e9a2c4f',
  executiveSummary: 'b2e4a6c8-1f3d-4b5a-9e7c-2a4c6e8f1b3d',
  fullSiteHealth: 'e8c1a3f5-7d9b-4c2e-a6f8-3b5d7f9a1c2e',
} as const;

const ACME_TEMPLATES: readonly StoredTemplate[] = [
  template(
    ACME_ACCOUNT_ID,
    'monthlyClientReport',
    {
      template_uuid: TEMPLATE_IDS.monthlyClientReport,
      branding_uuid: '5c7e9a1b-3d5f-4a7c-8e9b-1a3c5e7f9b2d',
    },
    { ...BRANDS.acme, brand_colour: '#E4572E' },
    { created_at: '2025-01-14T10:12:00Z', updated_at: '2025-06-02T08:45:00Z' },
  ),
  template(
    ACME_ACCOUNT_ID,
    'securityMaintenance',
    {
      template_uuid: TEMPLATE_IDS.securityMaintenance,
      branding_uuid: '8d2f4b6a-9c1e-4d3f-b5a7-2c4e6a8b1d3f',
    },
    { ...BRANDS.northwind, brand_colour: '#1F6FEB' },
    { created_at: '2025-02-03T14:30:00Z' },
  ),
  template(
    ACME_ACCOUNT_ID,
    'executiveSummary',
    {
      template_uuid: TEMPLATE_IDS.executiveSummary,
      branding_uuid: '1e3a5c7d-9f2b-4e4d-a6c8-3f5a7c9e1b4d',
    },
    { ...BRANDS.brightside, brand_colour: '#7A3FD1' },
    { created_at: '2025-03-21T09:00:00Z', updated_at: '2025-07-11T16:20:00Z' },
  ),
  template(
    ACME_ACCOUNT_ID,
    'fullSiteHealth',
    {
      template_uuid: TEMPLATE_IDS.fullSiteHealth,
      branding_uuid: '4b6d8f1a-2c3e-4f5a-9b7d-4e6f8a1c3b5e',
    },
    { ...BRANDS.globex, brand_colour: '#2E8B57' },
    { created_at: '2024-11-05T12:00:00Z', updated_at: '2025-05-19T07:35:00Z' },
  ),
];

export const GLOBEX_TEMPLATE_IDS = {
  fullSiteHealth: '7aa10aed-45c3-427e-b088-e371c9c185ca',
  executiveSummary: 'c3b1bae1-488b-48b2-8ded-b382b88369e5',
  securityMaintenance: 'db645079-a95d-4de4-80b2-753c0ab87aa7',
  storefrontReview: '3e53de6d-d289-4474-aa5e-306f002b3331',
} as const;

const GLOBEX_TEMPLATES: readonly StoredTemplate[] = [
  template(
    GLOBEX_ACCOUNT_ID,
    'fullSiteHealth',
    {
      template_uuid: GLOBEX_TEMPLATE_IDS.fullSiteHealth,
      branding_uuid: '94e4370d-0427-4ccd-907b-71f6de2ba1b5',
    },
    { ...BRANDS.globex, brand_colour: '#2E8B57' },
    { created_at: '2024-09-17T13:05:00Z', updated_at: '2025-04-08T10:00:00Z' },
  ),
  template(
    GLOBEX_ACCOUNT_ID,
    'executiveSummary',
    {
      template_uuid: GLOBEX_TEMPLATE_IDS.executiveSummary,
      branding_uuid: '0ff94784-1b08-4561-b1d3-8af2998ba7d5',
    },
    { ...BRANDS.globex, brand_colour: '#0B7A75' },
    { created_at: '2024-10-02T08:40:00Z' },
  ),
  template(
    GLOBEX_ACCOUNT_ID,
    'securityMaintenance',
    {
      template_uuid: GLOBEX_TEMPLATE_IDS.securityMaintenance,
      branding_uuid: '5f3c5a35-ceb1-4a5d-a1d1-6d48926006bb',
    },
    { ...BRANDS.northwind, brand_colour: '#1F4E9C' },
    { created_at: '2025-01-27T15:15:00Z', updated_at: '2025-08-30T09:10:00Z' },
  ),
  template(
    GLOBEX_ACCOUNT_ID,
    'storefrontReview',
    {
      template_uuid: GLOBEX_TEMPLATE_IDS.storefrontReview,
      branding_uuid: '2a464c78-9890-4b5f-abce-a89ef322c82e',
    },
    { ...BRANDS.globex, brand_colour: '#C2410C' },
    { created_at: '2025-05-12T11:25:00Z' },
  ),
];

export const INITECH_TEMPLATE_IDS = {
  monthlyClientReport: 'b5ed7ac5-641f-471a-a8fb-01062944584d',
  securityMaintenance: 'b3dd17c8-9fe3-4074-9235-f87fdd030cd0',
  executiveSummary: 'd11cd0e3-92b5-4776-8f44-c8907fd41e8a',
  fullSiteHealth: '7e98dbed-c361-4c62-b1f3-4c9f3d7a2b6d',
  searchSnapshot: '13ba2036-5bc5-4c9e-a5f9-2c590ef9340a',
} as const;

const INITECH_TEMPLATES: readonly StoredTemplate[] = [
  template(
    INITECH_ACCOUNT_ID,
    'monthlyClientReport',
    {
      template_uuid: INITECH_TEMPLATE_IDS.monthlyClientReport,
      branding_uuid: 'f215e210-9321-4711-8652-6889f914637e',
    },
    { ...BRANDS.brightside, brand_colour: '#7A3FD1' },
    { created_at: '2023-06-05T09:30:00Z', updated_at: '2025-03-14T12:00:00Z' },
  ),
  template(
    INITECH_ACCOUNT_ID,
    'securityMaintenance',
    {
      template_uuid: INITECH_TEMPLATE_IDS.securityMaintenance,
      branding_uuid: '01c23e3f-159b-4aac-813c-0a6146f2719c',
    },
    { ...BRANDS.northwind, brand_colour: '#2563EB' },
    { created_at: '2023-06-05T09:45:00Z' },
  ),
  template(
    INITECH_ACCOUNT_ID,
    'executiveSummary',
    {
      template_uuid: INITECH_TEMPLATE_IDS.executiveSummary,
      branding_uuid: 'e0c48243-e17e-4ed4-8783-381e734d8e20',
    },
    { ...BRANDS.brightside, brand_colour: '#9333EA' },
    { created_at: '2024-02-19T16:00:00Z' },
  ),
  template(
    INITECH_ACCOUNT_ID,
    'fullSiteHealth',
    {
      template_uuid: INITECH_TEMPLATE_IDS.fullSiteHealth,
      branding_uuid: '35b58051-a478-414a-a7a5-9d3870eb96f0',
    },
    { ...BRANDS.northwind, brand_colour: '#0E7490' },
    { created_at: '2024-07-08T07:50:00Z', updated_at: '2025-09-01T13:30:00Z' },
  ),
  template(
    INITECH_ACCOUNT_ID,
    'searchSnapshot',
    {
      template_uuid: INITECH_TEMPLATE_IDS.searchSnapshot,
      branding_uuid: 'db491d22-efa8-406a-8839-ceb0f2c9ef8a',
    },
    { ...BRANDS.brightside, brand_colour: '#DB2777' },
    { created_at: '2025-04-22T10:10:00Z' },
  ),
];

/** Each account's library, in `GET /site_reports/templates` order: the first is the default. */
export const TEMPLATES_BY_ACCOUNT: ReadonlyMap<string, readonly StoredTemplate[]> = new Map([
  [ACME_ACCOUNT_ID, ACME_TEMPLATES],
  [GLOBEX_ACCOUNT_ID, GLOBEX_TEMPLATES],
  [INITECH_ACCOUNT_ID, INITECH_TEMPLATES],
]);

export const SEED_TEMPLATES: readonly StoredTemplate[] = [...TEMPLATES_BY_ACCOUNT.values()].flat();

/** Each account's template uuid of each kind, for the seed's schedules. */

export const TEMPLATE_IDS_BY_ACCOUNT: ReadonlyMap<
  string,
  Readonly<Partial<Record<TemplateKind, string>>>
> = new Map<string, Readonly<Partial<Record<TemplateKind, string>>>>([
  [ACME_ACCOUNT_ID, TEMPLATE_IDS],
  [GLOBEX_ACCOUNT_ID, GLOBEX_TEMPLATE_IDS],
  [INITECH_ACCOUNT_ID, INITECH_TEMPLATE_IDS],
]);
