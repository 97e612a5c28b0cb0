/**
 * Sign-in asks `GET /user`: who signed in is greeted by name. A failed sign-in says what went
 * wrong and what to do about it, in words the user can act on, and keeps the username. Where the
 * deployment does not expose `/user` (404, 403), the templates' check decides instead.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

const mockApi = setupMockApi();

const TEMPLATES_URL = '*/v1/site_reports/templates';
const USER_URL = '*/v1/user';
const SLOW = { timeout: 10_000 };

async function signIn(username: string, password: string) {
  const rendered = renderApp({ route: '/login', credentials: null });
  const { user } = rendered;
  await user.type(await screen.findByLabelText(/^Username/, {}, SLOW), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return rendered;
}

describe('signing in', () => {
  it('greets the user by the name GET /user gives, with their email, in the account button', async () => {
    const { user } = await signIn('demo', 'demo');

    const account = await screen.findByRole('button', { name: 'Account: Dana Whitfield' }, SLOW);
    await user.click(account);
    expect(screen.getByText('Signed in as', { exact: false })).toHaveTextContent(
      'Signed in as Dana Whitfield',
    );
    expect(screen.getByText('dana.whitfield@acme-marketing.example')).toBeVisible();
  });

  it.each([404, 403])(
    'falls back to the templates when GET /user answers %i, and shows the username',
    async (status) => {
      const asked: string[] = [];
      mockApi.server.use(
        http.get(USER_URL, () => HttpResponse.json({ message: 'Not Found' }, { status })),
        http.get(TEMPLATES_URL, ({ request }) => {
          asked.push(new URL(request.url).pathname);
          // As the real service answers a check without account_id: the password was right.
          return HttpResponse.json({ message: 'account_id is required' }, { status: 400 });
        }),
      );
      await signIn('demo', 'demo');

      expect(
        await screen.findByRole('button', { name: 'Account: demo' }, SLOW),
      ).toBeInTheDocument();
      expect(asked).toEqual(['/v1/site_reports/templates']);
    },
  );

  it('does not fall back on a 401 from GET /user', async () => {
    await signIn('demo', 'wrong');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The username or password is not right.',
    );
  });
});

describe('a failed sign-in', () => {
  it('says what to check when the username or password is wrong', async () => {
    await signIn('demo', 'not-the-password');

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      'The username or password is not right. Check them (is Caps Lock on?) and try again.',
    );
    expect(alert).not.toHaveTextContent('Bad Credentials');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('demo');
  });

  it('says to check the connection when the service cannot be reached', async () => {
    mockApi.server.use(http.get(USER_URL, () => HttpResponse.error()));
    await signIn('demo', 'demo');

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The request did not reach the service, or its answer never came back. Check your connection, then try again.',
    );
  });

  it('gives the service’s message once, with what to do after it', async () => {
    mockApi
      .service()
      .faults.set({ latencyMs: 0, failures: { getUser: { status: 500, remaining: 1 } } });
    await signIn('demo', 'demo');

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      /^An unexpected error occurred\. Please retry in a few minutes\. If it keeps happening, contact support\.$/,
    );
  });

  it('adds the advice after a full stop to a message that has none', async () => {
    mockApi.server.use(
      http.get(USER_URL, () =>
        HttpResponse.json({ message: 'Maintenance until 10:00 UTC' }, { status: 503 }),
      ),
    );
    await signIn('demo', 'demo');

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      /^Maintenance until 10:00 UTC\. Try again in a moment\.$/,
    );
  });

  it('signs in an account the templates are forbidden to: its password was right', async () => {
    mockApi.server.use(
      http.get(USER_URL, () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
      http.get(TEMPLATES_URL, () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    await signIn('demo', 'demo');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sites' }, SLOW),
    ).toBeInTheDocument();
  });
});
