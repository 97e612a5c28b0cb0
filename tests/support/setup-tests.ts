import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { SUITE_NOW } from './suite-clock';

/**
 * Every test starts at the suite's instant (suite-clock.ts), and its clock runs on from there:
 * Date alone is faked, so timers, user-event and msw run as usual, and a countdown or a timeout
 * measured with Date still sees time pass. The mock service a test creates seeds from that
 * instant too. Also at a file's import, for the dates a module works out as it loads.
 *
 * The faked Date moves in steps of 20 ms of a real timer, so on a busy machine it falls behind
 * the real time: it is for instants. A test measures a duration with `performance.now()`.
 *
 * A test that needs an instant of its own sets it (`vi.setSystemTime`, or `vi.useFakeTimers`
 * with `now`), and says why. One that fakes timers fakes Date with them (Vitest's default does),
 * so it stays at the suite's instant: none here runs on the machine's clock.
 */
function startSuiteClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: SUITE_NOW, shouldAdvanceTime: true });
}
startSuiteClock();
beforeEach(startSuiteClock);

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  // Node-environment files (servers, scripts) have no window.
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/*
 * jsdom has <dialog> but not its showModal() and close(). Enough of them for components: the
 * open attribute (so the dialog and its contents are accessible) and the close event. Focus
 * trapping and inertness are the browser's, covered by the Playwright tests.
 */
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

/*
 * The app writes times of day in the user's clock convention (src/domain/format.ts), read from
 * the default locale, which in Node is the machine's. Pin it to en-US with a 24-hour clock, so
 * times read 09:30 whatever the machine and dates keep their en-US words. A test of the 12-hour
 * convention stubs `Intl.DateTimeFormat` itself. Workers share `Intl` across test files, so the
 * original is kept once and wrapped again, not the previous file's wrapper.
 */
const TEST_LOCALE = 'en-US-u-hc-h23';
const ORIGINAL_DATE_TIME_FORMAT = Symbol.for('setup-tests: Intl.DateTimeFormat');
const intl = Intl as typeof Intl & {
  [ORIGINAL_DATE_TIME_FORMAT]?: typeof Intl.DateTimeFormat;
};
const DateTimeFormat = (intl[ORIGINAL_DATE_TIME_FORMAT] ??= Intl.DateTimeFormat);
Object.defineProperty(Intl, 'DateTimeFormat', {
  configurable: true,
  writable: true,
  value: new Proxy(DateTimeFormat, {
    construct: (target, [locales, options]: ConstructorParameters<typeof DateTimeFormat>) =>
      new target(locales ?? TEST_LOCALE, options),
    apply: (target, _this, [locales, options]: Parameters<typeof DateTimeFormat>) =>
      target(locales ?? TEST_LOCALE, options),
  }),
});

/*
 * A query that fails inside waitFor or a findBy query is tried again until it passes or times
 * out, and each failure printed the whole DOM into an error thrown away at the next try. Inside
 * those tries the library turns its costly diagnostics off (the flag below); at the time-out,
 * waitFor asks for the error again with them on, so a failure still shows the DOM, once. The
 * library's own function is kept once (workers share modules across files, as with Intl above).
 */
const ORIGINAL_ELEMENT_ERROR = Symbol.for('setup-tests: getElementError');
const testingLibrary = globalThis as typeof globalThis & {
  [ORIGINAL_ELEMENT_ERROR]?: ReturnType<typeof getConfig>['getElementError'];
};
const printedElementError = (testingLibrary[ORIGINAL_ELEMENT_ERROR] ??=
  getConfig().getElementError);
configure({
  getElementError(message, container) {
    const retrying = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })
      ._disableExpensiveErrorDiagnostics;
    if (!retrying) return printedElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});
