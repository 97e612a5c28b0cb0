import { describe, expect, it, vi } from 'vitest';
import { BoundedMemo, memoByObject } from './memo';

describe('BoundedMemo', () => {
  it('makes a value once per key and returns the remembered one after', () => {
    const memo = new BoundedMemo<string, number>(10);
    const make = vi.fn(() => 42);
    expect(memo.remember('a', make)).toBe(42);
    expect(memo.remember('a', make)).toBe(42);
    expect(make).toHaveBeenCalledTimes(1);
    expect(memo.get('a')).toBe(42);
    expect(memo.get('b')).toBeUndefined();
  });

  it('forgets every value once it holds its limit, then remembers again', () => {
    const memo = new BoundedMemo<number, string>(2);
    memo.set(1, 'one');
    memo.set(2, 'two');
    expect(memo.set(3, 'three')).toBe('three');
    expect(memo.get(1)).toBeUndefined();
    expect(memo.get(2)).toBeUndefined();
    expect(memo.get(3)).toBe('three');
  });
});

describe('memoByObject', () => {
  it('makes a value once per object', () => {
    const make = vi.fn((list: readonly number[]) => list.length);
    const lengthOf = memoByObject(make);
    const list = [1, 2, 3];
    expect(lengthOf(list)).toBe(3);
    expect(lengthOf(list)).toBe(3);
    expect(lengthOf([1])).toBe(1);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
