/**
 * The header of every signed-in page: the way home, and the account (who is signed in, and Sign
 * out) behind a button that shows the user's name at every width, all by keyboard too.
 */
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { setupMockApi, VIEWER_CREDENTIALS } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

setupMockApi();

const SLOW = { timeout: 10_000 };

async function renderSitePicker() {
  const rendered = renderApp({ route: '/', credentials: VIEWER_CREDENTIALS });
  await screen.findByRole('heading', { level: 1, name: 'Sites' }, SLOW);
  return rendered;
}

describe('the account menu', () => {
  it('shows the user’s name, and who is signed in once opened', async () => {
    const { user } = await renderSitePicker();
    const account = screen.getByRole('button', { name: 'Account: viewer' });
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/Signed in as/)).not.toBeVisible();

    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Signed in as/)).toBeVisible();
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as viewer');
  });

  it('opens, signs out and closes from the keyboard', async () => {
    const { user } = await renderSitePicker();
    const account = screen.getByRole('button', { name: 'Account: viewer' });

    account.focus();
    await user.keyboard('{Enter}');
    // The theme's radio group is one tab stop, on its chosen scheme; Sign out comes after it.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Sign in' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('closes when focus or a click goes elsewhere', async () => {
    const { user } = await renderSitePicker();
    const account = screen.getByRole('button', { name: 'Account: viewer' });

    await user.click(account);
    await user.click(screen.getByRole('heading', { level: 1, name: 'Sites' }));
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);
    // Past the theme's radio group and Sign out, focus leaves the menu.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(account).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no accessibility violations that axe finds, open or closed', async () => {
    const { container, user } = await renderSitePicker();
    const options = { rules: { 'color-contrast': { enabled: false } } };
    const violations = async () =>
      (await axe.run(container, options)).violations.map(({ id, nodes }) => ({
        id,
        nodes: nodes.length,
      }));

    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Account: viewer' }));
    expect(await violations()).toEqual([]);
  });
});
