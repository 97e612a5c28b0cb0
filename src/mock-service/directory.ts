/** The demo's fixed names and ids. Constants only: the app loads this chunk at start-up. */

/** The platform accounts of the demo (`GET /accounts`). */
export const ACME_ACCOUNT_ID = 'a1c3e5f7-2b4d-4f6a-8c1e-3a5c7e9b1d2f';
export const GLOBEX_ACCOUNT_ID = 'b7d9f1a3-4c6e-4a8b-9d2f-5b7d9f1a3c4e';
export const INITECH_ACCOUNT_ID = 'c2e4a6b8-9d1f-4b3c-a5e7-6c8e0a2b4d6f';

/** The three hand-written sites, one per account. */
export const ACME_SITE_ID = '0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10';
export const GLOBEX_SITE_ID = '6a2d9e41-8b3c-4f7a-b5e6-9d0c1a2b3e4f';
export const INITECH_SITE_ID = '9c3e5a7b-1d2f-4e6a-8b9c-0d1e2f3a4b5c';

export const DEMO_SITES: readonly { id: string; name: string }[] = [
  { id: ACME_SITE_ID, name: 'Acme Marketing' },
  { id: GLOBEX_SITE_ID, name: 'Globex Shop' },
  { id: INITECH_SITE_ID, name: 'Initech Agency' },
];

/** On page 3 of the default `GET /sites`, for e2e paging and search; its name is unique. */

export const THIRD_PAGE_SITE = {
  id: 'd4f6a8c1-3e5b-4d7f-9a2c-8e1b3d5f7a9c',
  name: 'Quillfeather Stationers',
} as const;

/** The sign-in page's hints: who can sign in, with which password, to do what. */
export const DEMO_ACCOUNTS: readonly { username: string; password: string; description: string }[] =
  [
    {
      username: 'demo',
      password: 'demo',
      description:
        'Dana Whitfield: manages a portfolio of client sites in three accounts; lists, creates and edits schedules.',
    },
    {
      username: 'viewer',
      password: 'viewer',
      description: 'Grace Liu, read-only: sees only the Acme Marketing site and its schedules.',
    },
  ];
