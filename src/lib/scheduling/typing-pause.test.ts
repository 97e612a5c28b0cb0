import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchTyping, type TypingWatch } from '#src/lib/scheduling/typing-pause';

const PAUSE_MS = 400;
let page: EventTarget;
let typing: TypingWatch;

beforeEach(() => {
  vi.useFakeTimers();
  page = new EventTarget();
  typing = watchTyping(page, PAUSE_MS);
});

afterEach(() => {
  typing.dispose();
  vi.useRealTimers();
});

const type = (kind: 'keydown' | 'input' = 'keydown') => page.dispatchEvent(new Event(kind));
const click = () => page.dispatchEvent(new Event('click'));

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('watchTyping', () => {
  it('holds nothing before a key, and holds for the pause after one', () => {
    expect(typing.holdFor()).toBe(0);
    type();
    expect(typing.holdFor()).toBe(PAUSE_MS);
    vi.advanceTimersByTime(150);
    expect(typing.holdFor()).toBe(PAUSE_MS - 150);
    vi.advanceTimersByTime(250);
    expect(typing.holdFor()).toBe(0);
  });

  it('counts the pause from the last key, or input without a key (a paste, a choice)', () => {
    type();
    vi.advanceTimersByTime(300);
    type('input');
    vi.advanceTimersByTime(300);
    expect(typing.holdFor()).toBe(PAUSE_MS - 300);
  });

  it('resolves paused() at once when not typing, and after the last key when typing', async () => {
    expect(await settled(typing.paused())).toBe(true);
    type();
    const paused = typing.paused();
    await vi.advanceTimersByTimeAsync(300);
    type();
    await vi.advanceTimersByTimeAsync(300);
    expect(await settled(paused)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(paused)).toBe(true);
  });

  it('ends the typing on a click: what waited goes on in the next task, not the click’s', async () => {
    type();
    const paused = typing.paused();
    await vi.advanceTimersByTimeAsync(50);
    let goneOn = false;
    void paused.then(() => (goneOn = true));
    click();
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    expect(goneOn).toBe(false);
    expect(await settled(paused)).toBe(true);
    expect(typing.holdFor()).toBe(0);
    type();
    expect(typing.holdFor()).toBe(PAUSE_MS);
  });

  it('lets what waited go on once disposed', async () => {
    type();
    const paused = typing.paused();
    typing.dispose();
    expect(await settled(paused)).toBe(true);
  });

  it('stops watching once disposed', () => {
    typing.dispose();
    type();
    expect(typing.holdFor()).toBe(0);
  });
});
