import { describe, expect, it, vi } from 'vitest';
import { demoController, type DemoBackend } from './demo';
import type { FaultSettings } from './demo-faults';

const directory = {
  accounts: [{ username: 'demo', password: 'demo', description: 'Everything' }],
  sites: [{ id: 'site-1', name: 'Acme' }],
};

function fakeBackend(): DemoBackend {
  let faults: FaultSettings = { latencyMs: 0, failures: {} };
  return {
    resetData: vi.fn(),
    getFaults: () => faults,
    setFaults: (settings) => {
      faults = settings;
    },
  };
}

describe('demoController', () => {
  it('offers the accounts and sites at once, the back end once it has started', async () => {
    let start!: (backend: DemoBackend) => void;
    const demo = demoController(directory, new Promise((resolve) => (start = resolve)));

    expect(demo.accounts).toEqual(directory.accounts);
    expect(demo.sites).toEqual(directory.sites);
    expect(() => demo.getFaults()).toThrow(/still starting/);

    const backend = fakeBackend();
    start(backend);
    await demo.ready;
    demo.setFaults({ latencyMs: 300, failures: {} });
    expect(demo.getFaults().latencyMs).toBe(300);
    demo.resetData();
    expect(backend.resetData).toHaveBeenCalledTimes(1);
  });

  it('rejects `ready` when the back end cannot start', async () => {
    const demo = demoController(directory, Promise.reject(new Error('No service worker')));
    await expect(demo.ready).rejects.toThrow('No service worker');
  });
});
