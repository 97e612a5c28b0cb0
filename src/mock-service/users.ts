/** Who can sign in to the mock (docs/decisions/002), with profile, accounts and permissions. */

import {
  ACME_ACCOUNT_ID,
  ACME_SITE_ID,
  DEMO_ACCOUNTS,
  GLOBEX_ACCOUNT_ID,
  INITECH_ACCOUNT_ID,
} from './directory';
import type { MockUser } from './model';

function signIn(username: string): Pick<MockUser, 'username' | 'password' | 'description'> {
  const hint = DEMO_ACCOUNTS.find((account) => account.username === username);
  if (!hint) throw new Error(`directory.ts has no sign-in hint for "${username}"`);
  return { ...hint };
}

export const MOCK_USERS: readonly MockUser[] = [
  {
    ...signIn('demo'),
    canWrite: true,
    profile: {
      id: 'e5a7c9b1-6d8f-4a2c-b4e6-1f3a5c7e9d2b',
      email: 'dana.whitfield@acme-marketing.example',
      first_name: 'Dana',
      last_name: 'Whitfield',
      phone_number: '+1 512 555 0142',
    },
    accountIds: [ACME_ACCOUNT_ID, GLOBEX_ACCOUNT_ID, INITECH_ACCOUNT_ID],
  },
  {
    ...signIn('viewer'),
    canWrite: false,
    profile: {
      id: 'f2b4d6e8-7a9c-4e1b-8d3f-2a4c6e8b0d1f',
      email: 'grace.liu@acme-marketing.example',
      first_name: 'Grace',
      last_name: 'Liu',
      phone_number: null,
    },
    accountIds: [ACME_ACCOUNT_ID],
    siteIds: [ACME_SITE_ID],
  },
];
