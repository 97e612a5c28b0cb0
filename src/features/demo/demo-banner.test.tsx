import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoController, type DemoBackend } from '#src/lib/demo/demo';
import { DemoBanner } from './demo-banner';

function setUp() {
  let finishReset!: () => void;
  const backend: DemoBackend = {
    resetData: vi.fn(() => new Promise<void>((resolve) => (finishReset = resolve))),
    getFaults: () => ({ latencyMs: 0, failures: {} }),
    setFaults: vi.fn(),
    getSiteCount: () => 260,
    keepSiteCount: vi.fn(),
    getMissedRunRate: () => 0,
    keepMissedRunRate: vi.fn(),
  };
  const startBackend = vi.fn(() => Promise.resolve(backend));
  const demo = demoController({ accounts: [] }, startBackend);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <DemoBanner demo={demo} />
    </QueryClientProvider>,
  );
  return { backend, startBackend, invalidate, finishReset: () => finishReset() };
}

describe('DemoBanner', () => {
  it('refetches only once the demo data has been reset', async () => {
    const user = userEvent.setup();
    const { backend, startBackend, invalidate, finishReset } = setUp();
    expect(startBackend).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reset demo data' }));
    expect(backend.resetData).toHaveBeenCalledTimes(1);
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');

    finishReset();
    expect(await screen.findByText(/Demo data has been reset/)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
