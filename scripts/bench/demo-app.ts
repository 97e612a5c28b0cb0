/** The demo's pages that the benchmark opens, and the signed-in session it injects to reach them. */
import type { Session } from '#src/lib/session/auth';
import { ACME_SITE_ID, INITECH_SITE_ID } from '#src/mock-service/directory';

// The key of src/lib/session/auth.tsx, which keeps it to itself.
export const SESSION_KEY = 'report-scheduler.session';
export const DEMO_SESSION = JSON.stringify({
  credentials: { username: 'demo', password: 'demo' },
} satisfies Session);

export const PAGES = {
  signIn: '/login',
  acmeList: `/sites/${ACME_SITE_ID}/schedules`,
  initechList: `/sites/${INITECH_SITE_ID}/schedules`,
  acmeNew: `/sites/${ACME_SITE_ID}/schedules/new`,
};

/** A schedule's row in the list's table ("Report schedules"), as a CSS selector for page scripts. */
export const SCHEDULE_ROW = 'table tbody tr';
