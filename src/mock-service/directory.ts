/**
 * Who and what the demo has: its sites and accounts. Apart from the seed so that the app can
 * show them (sign-in hints, site links) from a chunk of a few hundred bytes, loaded at start-up
 * (src/demo-mode.ts), while the mock service itself starts only when the API is first needed.
 */
import type { Account, Site } from './model';

export const ACME_SITE_ID = '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';
export const GLOBEX_SITE_ID = '6a2d9e41-8b3c-4f7a-b5e6-9d0c1a2b3e4f';
export const INITECH_SITE_ID = '9c3e5a7b-1d2f-4e6a-8b9c-0d1e2f3a4b5c';

export const DEMO_SITES: readonly Site[] = [
  { id: ACME_SITE_ID, name: 'Acme Marketing' },
  { id: GLOBEX_SITE_ID, name: 'Globex Shop' },
  { id: INITECH_SITE_ID, name: 'Initech Agency' },
];

export const MOCK_ACCOUNTS: readonly Account[] = [
  {
    username: 'demo',
    password: 'demo',
    description: 'Lists, creates and edits schedules on all three demo sites.',
    canWrite: true,
    siteIds: DEMO_SITES.map((site) => site.id),
  },
  {
    username: 'viewer',
    password: 'viewer',
    description: "Read-only: lists Acme Marketing's schedules and the templates.",
    canWrite: false,
    siteIds: [ACME_SITE_ID],
  },
];

/** The sign-in page's hint: who can sign in, with which password, to do what. */
export const DEMO_ACCOUNTS: readonly { username: string; password: string; description: string }[] =
  MOCK_ACCOUNTS.map(({ username, password, description }) => ({ username, password, description }));
