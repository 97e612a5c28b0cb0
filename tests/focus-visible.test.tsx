/**
 * Focus is visible on every control: the theme gives whatever has keyboard focus an outline. The
 * page heading, which the app focuses after every page change, draws none: it is where reading
 * starts, not a control, and a ring round it looks like a selection.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockApi } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

setupMockApi();

const SLOW = { timeout: 10_000 };

describe('visible focus', () => {
  it('draws no ring round the page heading the app focuses, and one round a control', async () => {
    const { user } = renderApp({ route: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Sites' }, SLOW);

    await user.click(await screen.findByRole('link', { name: 'Acme Marketing' }, SLOW));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Report schedules' },
      SLOW,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    // jsdom, like browsers after keyboard use, matches :focus-visible on programmatic focus:
    // the heading's own rule wins.
    expect(getComputedStyle(heading).outlineStyle).toBe('none');

    await user.tab();
    const control = document.activeElement as HTMLElement;
    expect(control).not.toBe(heading);
    expect(getComputedStyle(control).outline).toMatch(/solid/);
  });
});
