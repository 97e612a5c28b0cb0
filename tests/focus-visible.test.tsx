/**
 * Focus is always visible: the theme gives whatever has keyboard focus an outline, and the page
 * heading, which takes focus after every page change, keeps it.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

setupMockApi();

const SLOW = { timeout: 10_000 };

describe('visible focus', () => {
  it('outlines the page heading that takes focus after a page change', async () => {
    const { user } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sites' }, SLOW);

    await user.click(await screen.findByRole('link', { name: 'Acme Marketing' }, SLOW));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Report schedules' },
      SLOW,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    // jsdom, like browsers after keyboard use, matches :focus-visible on programmatic focus.
    expect(getComputedStyle(heading).outline).toBe('3px solid rgb(14, 90, 138)');
  });
});
