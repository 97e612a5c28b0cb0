import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '#src/lib/scheduling/after-paint';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterPaint', () => {
  it('settles after the next animation frame, once the tasks waiting then have run', async () => {
    const frames: (() => void)[] = [];
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    let settled = false;
    void afterPaint().then(() => (settled = true));
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    frames.shift()!();
    await Promise.resolve();
    // Asked for in the frame, before its paint: not yet.
    expect(idle).toHaveLength(1);
    expect(settled).toBe(false);
    idle.shift()!();
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
