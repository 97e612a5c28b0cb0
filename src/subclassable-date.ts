/**
 * Keeps `class X extends Date` working when a fake clock has replaced the global Date.
 *
 * Playwright's `page.clock` (and other fake-timer libraries) install a Date function that returns
 * plain native Date objects. A subclass constructed through it loses its own prototype, and
 * @date-fns/tz's TZDate, which every time-zone calculation here relies on, is such a subclass:
 * under a fixed test clock the run calendar and the demo service would throw. This wraps the
 * installed Date so subclasses get their prototype back, while the time still comes from the
 * (possibly fake) clock. With a normal Date it does nothing.
 *
 * It is its own entry in index.html, before the app, because it must run before any module
 * that subclasses Date is evaluated.
 */
export function ensureSubclassableDate(scope: { Date: DateConstructor } = globalThis): void {
  const InstalledDate = scope.Date;
  class Probe extends InstalledDate {}
  if (new Probe() instanceof Probe) return;

  const NativeDate = Object.getPrototypeOf(new InstalledDate()).constructor as DateConstructor;
  if (typeof NativeDate !== 'function' || NativeDate === InstalledDate) return;

  function SubclassableDate(this: unknown, ...args: unknown[]): unknown {
    // Called without `new`, Date returns a string; keep the installed clock's answer.
    if (!new.target) return (InstalledDate as unknown as (...args: unknown[]) => string)(...args);
    const value = Reflect.construct(InstalledDate, args) as Date;
    return Reflect.construct(NativeDate, [value.getTime()], new.target);
  }
  // Date.now, Date.UTC and Date.parse come from the installed clock.
  Object.setPrototypeOf(SubclassableDate, InstalledDate);
  SubclassableDate.prototype = InstalledDate.prototype;
  scope.Date = SubclassableDate as unknown as DateConstructor;
}

ensureSubclassableDate();
