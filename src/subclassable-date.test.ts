import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { ensureSubclassableDate } from './subclassable-date';

const FIXED = Date.UTC(2027, 0, 20, 15);

/** A fake clock of the kind Playwright installs: `new Date()` gives fixed, native dates. */
function fakeClockDate(): DateConstructor {
  const NativeDate = Date;
  function ClockDate(this: unknown, ...args: unknown[]) {
    if (!(this instanceof ClockDate)) return new NativeDate(FIXED).toString();
    return args.length === 0
      ? new NativeDate(FIXED)
      : new (NativeDate as unknown as new (...a: unknown[]) => Date)(...args);
  }
  ClockDate.prototype = NativeDate.prototype;
  ClockDate.now = () => FIXED;
  ClockDate.UTC = NativeDate.UTC;
  ClockDate.parse = NativeDate.parse;
  return ClockDate as unknown as DateConstructor;
}

describe('ensureSubclassableDate', () => {
  it('gives Date subclasses their prototype back under a fake clock, keeping its time', () => {
    const scope = { Date: fakeClockDate() };
    class Broken extends scope.Date {}
    expect(new Broken()).not.toBeInstanceOf(Broken);

    ensureSubclassableDate(scope);
    class Zoned extends scope.Date {
      hello() {
        return 'hi';
      }
    }
    const zoned = new Zoned();
    expect(zoned).toBeInstanceOf(Zoned);
    expect(zoned.hello()).toBe('hi');
    expect(zoned.getTime()).toBe(FIXED);
    expect(new scope.Date(5).getTime()).toBe(5);
    expect(new scope.Date()).toBeInstanceOf(Date);
    expect(scope.Date.now()).toBe(FIXED);
    expect(typeof (scope.Date as unknown as () => string)()).toBe('string');
  });

  it('leaves a normal Date alone', () => {
    const scope = { Date };
    ensureSubclassableDate(scope);
    expect(scope.Date).toBe(Date);
    expect(new TZDate(2027, 0, 1, 'UTC').getTime()).toBe(Date.UTC(2027, 0, 1));
  });
});
