import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '#src/config/runtime-config';
import { COLOR_MODE_STORAGE_KEY, COLOR_SCHEME_ATTRIBUTE } from '#src/startup/head-script';
import { AccountMenu } from './account-menu';
import { AppProvider } from './provider';

function renderMenu() {
  render(
    <AppProvider config={parseRuntimeConfig({ apiBaseUrl: '/v1' })} demo={null}>
      <AccountMenu username="jane" user={undefined} onSignOut={() => {}} />
    </AppProvider>,
  );
}

const scheme = () => document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);

afterEach(() => document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE));

describe("the account menu's theme", () => {
  it('follows the system until Light or Dark is chosen, and keeps the choice in this browser', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account: jane' }));
    const themes = screen.getByRole('group', { name: 'Theme' });
    expect(within(themes).getByRole('radio', { name: 'System' })).toBeChecked();

    await user.click(within(themes).getByRole('radio', { name: 'Dark' }));
    expect(within(themes).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(scheme()).toBe('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');

    await user.click(within(themes).getByRole('radio', { name: 'Light' }));
    expect(scheme()).toBe('light');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
    // Choosing keeps the menu open: a radio is not an action that closes it.
    expect(themes).toBeVisible();
  });

  it('starts from the choice kept before', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Account: jane' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(scheme()).toBe('dark');
  });
});
