import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#tests/support/render';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { readFirstPages } from './router';

setupMockApi();

describe("the app's first render", () => {
  it("draws the page whose code was read first, not the router's loading fallback", async () => {
    const path = `/sites/${ACME_SITE_ID}/schedules`;
    await readFirstPages(path, true);
    renderApp({ route: path });
    // At once: the layout's header and the page's heading, in the first commit.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Report schedules/ })).toBeInTheDocument();
  });

  it('draws the loading fallback for a page whose code was not read first', () => {
    renderApp({ route: '/recipients' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
