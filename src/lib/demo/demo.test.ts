import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoController, type DemoBackend } from '#src/lib/demo/demo';
import type { FaultSettings } from '#src/lib/demo/demo-faults';

const steps: string[] = [];
const { eraseKeptLists } = vi.hoisted(() => ({ eraseKeptLists: vi.fn() }));
vi.mock('#src/lib/site-reports/kept-lists', () => ({ eraseKeptLists }));
eraseKeptLists.mockImplementation(() => {
  steps.push('forget');
  return Promise.resolve();
});
beforeEach(() => {
  steps.length = 0;
});

const directory = {
  accounts: [{ username: 'demo', password: 'demo', description: 'Everything' }],
};

function fakeBackend(): DemoBackend {
  let faults: FaultSettings = { latencyMs: 0, failures: {} };
  return {
    resetData: vi.fn(() => Promise.resolve()),
    getFaults: () => faults,
    setFaults: (settings) => {
      faults = settings;
    },
    getSiteCount: () => 260,
    keepSiteCount: vi.fn(),
    getMissedRunRate: () => 0,
    keepMissedRunRate: vi.fn(),
  };
}

describe('demoController', () => {
  it('offers the accounts at once, and starts nothing until the API needs it', () => {
    const startBackend = vi.fn(() => Promise.resolve(fakeBackend()));
    const demo = demoController(directory, startBackend);

    expect(demo.accounts).toEqual(directory.accounts);
    expect(startBackend).not.toHaveBeenCalled();
    expect(() => demo.getFaults()).toThrow(/has not started/);
  });

  it('starts the back end once, on the first whenReady, and offers it once it runs', async () => {
    let start!: (backend: DemoBackend) => void;
    const startBackend = vi.fn(() => new Promise<DemoBackend>((resolve) => (start = resolve)));
    const demo = demoController(directory, startBackend);

    const first = demo.whenReady();
    const second = demo.whenReady();
    expect(startBackend).toHaveBeenCalledTimes(1);
    expect(() => demo.getFaults()).toThrow(/has not started/);

    const backend = fakeBackend();
    start(backend);
    await Promise.all([first, second]);
    demo.setFaults({ latencyMs: 300, failures: {} });
    expect(demo.getFaults().latencyMs).toBe(300);
    await demo.resetData();
    expect(backend.resetData).toHaveBeenCalledTimes(1);
    // The counts kept of the data before are not shown on the next visit.
    expect(steps).toEqual(['forget']);
  });

  it('changes the number of sites by resetting the data, keeping the size, then reloading', async () => {
    const backend = fakeBackend();
    vi.mocked(backend.resetData).mockImplementation(() => {
      steps.push('reset');
      return Promise.resolve();
    });
    vi.mocked(backend.keepSiteCount).mockImplementation((count) => steps.push(`keep ${count}`));
    const demo = demoController(
      directory,
      () => Promise.resolve(backend),
      () => steps.push('reload'),
    );
    await demo.whenReady();

    await demo.changeSiteCount(20);
    // Reset before the size is kept: the other tabs reload when it is, and must find the seed.
    expect(steps).toEqual(['reset', 'forget', 'keep 20', 'reload']);
  });

  it('changes the rate of missed runs by keeping it, forgetting the kept reports, then reloading', async () => {
    const backend = fakeBackend();
    vi.mocked(backend.keepMissedRunRate).mockImplementation((rate) => steps.push(`keep ${rate}`));
    const demo = demoController(
      directory,
      () => Promise.resolve(backend),
      () => steps.push('reload'),
    );
    await demo.whenReady();

    await demo.changeMissedRunRate(0.2);
    // The reports kept were derived at the old rate; the reload would cut an erase short.
    expect(steps).toEqual(['keep 0.2', 'forget', 'reload']);
  });

  it('rejects whenReady when the back end cannot start', async () => {
    const demo = demoController(directory, () => Promise.reject(new Error('No service worker')));
    await expect(demo.whenReady()).rejects.toThrow('No service worker');
  });
});
