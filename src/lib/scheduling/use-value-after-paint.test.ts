import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useValueAfterPaint } from '#src/lib/scheduling/use-value-after-paint';

/** The browser's turns, in the order it takes them: a frame (then its paint), then idle time. */
let frames: FrameRequestCallback[] = [];
let idle: IdleRequestCallback[] = [];

function paintFrame() {
  const due = frames;
  frames = [];
  act(() => due.forEach((callback) => callback(performance.now())));
}

function goIdle() {
  const due = idle;
  idle = [];
  act(() => due.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 })));
}

beforeEach(() => {
  frames = [];
  idle = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((handle) => {
    frames[handle - 1] = () => {};
  });
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => {
    idle[handle - 1] = () => {};
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useValueAfterPaint', () => {
  it('starts from the initial value and catches up after a frame and idle time, not before', () => {
    const { result } = renderHook(({ value }) => useValueAfterPaint(value, 'none'), {
      initialProps: { value: 'rows' },
    });
    expect(result.current).toBe('none');

    paintFrame();
    // Painted, but the tasks waiting (a key typed) come first.
    expect(result.current).toBe('none');
    goIdle();
    expect(result.current).toBe('rows');
  });

  it('keeps the value painted while a new one waits, and a newer one restarts the wait', () => {
    const { result, rerender } = renderHook(({ value }) => useValueAfterPaint(value, value), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');

    rerender({ value: 'ab' });
    expect(result.current).toBe('a');
    paintFrame();
    // Typed on before the browser was idle: 'ab' is never drawn.
    rerender({ value: 'abc' });
    goIdle();
    expect(result.current).toBe('a');

    paintFrame();
    goIdle();
    expect(result.current).toBe('abc');
  });

  it('falls back to a timer where there are no idle callbacks (Safari)', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      const { result, rerender } = renderHook(({ value }) => useValueAfterPaint(value, value), {
        initialProps: { value: 1 },
      });
      rerender({ value: 2 });
      paintFrame();
      expect(result.current).toBe(1);
      act(() => vi.runAllTimers());
      expect(result.current).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
