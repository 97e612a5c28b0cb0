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

  it('stops watching once disposed', () => {
    typing.dispose();
    type();
    expect(typing.holdFor()).toBe(0);
  });
});
