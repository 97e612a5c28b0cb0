/**
 * One question for every way out of a changed form: the header's link, the breadcrumbs and
 * signing out ask through the form's own "Discard unsaved changes?" dialog.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderApp, routerLocation } from '#tests/support/render';

setupMockApi();

const NEW_PATH = `/sites/${ACME_SITE_ID}/schedules/new`;
const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;
const SLOW = { timeout: 10_000 };

/** The whole app at the new schedule form, with a title typed in. */
async function renderChangedForm() {
  const rendered = renderApp({ route: NEW_PATH });
  await rendered.user.type(await screen.findByLabelText('Title', {}, SLOW), 'Half-typed');
  return rendered;
}

function discardDialog() {
  return screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
}

async function signOut(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Account: demo' }));
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
}

describe('leaving a changed form by the header and the breadcrumbs', () => {
  it('asks before the header link leaves; Keep editing stays, Discard leaves', async () => {
    const { user } = await renderChangedForm();

    await user.click(screen.getByRole('link', { name: 'Report scheduler' }));
    await user.click(within(discardDialog()).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(routerLocation()).toBe(NEW_PATH);
    expect(screen.getByLabelText('Title')).toHaveValue('Half-typed');

    await user.click(screen.getByRole('link', { name: 'Report scheduler' }));
    await user.click(within(discardDialog()).getByRole('button', { name: 'Discard' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sites' }, SLOW),
    ).toBeInTheDocument();
    expect(routerLocation()).toBe('/');
  });

  it('asks before a breadcrumb leaves', async () => {
    const { user } = await renderChangedForm();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });

    await user.click(within(breadcrumb).getByRole('link', { name: 'Schedules' }));
    await user.click(within(discardDialog()).getByRole('button', { name: 'Discard' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report schedules' }, SLOW),
    ).toBeInTheDocument();
    expect(routerLocation()).toBe(LIST_PATH);
  });

  it('leaves at once by the header link when nothing was changed', async () => {
    const { user } = renderApp({ route: NEW_PATH });
    await screen.findByLabelText('Title', {}, SLOW);

    await user.click(screen.getByRole('link', { name: 'Report scheduler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(routerLocation()).toBe('/');
  });
});

describe('signing out of a changed form', () => {
  it('asks first; Keep editing stays signed in, Discard signs out', async () => {
    const { user } = await renderChangedForm();

    await signOut(user);
    await user.click(within(discardDialog()).getByRole('button', { name: 'Keep editing' }));
    expect(routerLocation()).toBe(NEW_PATH);
    expect(screen.getByLabelText('Title')).toHaveValue('Half-typed');

    await signOut(user);
    await user.click(within(discardDialog()).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('button', { name: 'Sign in' }, SLOW)).toBeInTheDocument();
    expect(routerLocation()).toBe('/login');
  });
});
