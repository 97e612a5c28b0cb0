import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_DATA_CHANNEL, onDemoDataChangedElsewhere } from '#src/lib/demo/demo-data-channel';

describe('changes to the demo data made in another tab', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
  });

  async function announce(count: number) {
    const other = new BroadcastChannel(DEMO_DATA_CHANNEL);
    for (let index = 0; index < count; index++) other.postMessage({ version: 1 });
    other.close();
    // BroadcastChannel delivers on a later task.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('calls back once for a burst, after it settles', async () => {
    const onChange = vi.fn();
    stops.push(onDemoDataChangedElsewhere(onChange, () => false));
    await announce(3);
    expect(onChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('leaves alone the page the change was made from', async () => {
    const onChange = vi.fn();
    stops.push(onDemoDataChangedElsewhere(onChange, () => true));
    await announce(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(onChange).not.toHaveBeenCalled();
  });
});
