import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './page-error-boundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

afterEach(() => vi.restoreAllMocks());

describe('PageErrorBoundary', () => {
  it('says a page whose code could not be fetched needs a reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <PageErrorBoundary location="/sites/a/schedules">
        <Throws
          error={new TypeError('Failed to fetch dynamically imported module: /assets/x.js')}
        />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection, then reload');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('recovers when the user goes to another page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <PageErrorBoundary location="/broken">
        <Throws error={new Error('boom')} />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on this page');

    rerender(
      <PageErrorBoundary location="/elsewhere">
        <p>Another page</p>
      </PageErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Another page')).toBeInTheDocument();
  });
});
