import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '#src/lib/session/stored-session';
import {
  COLOR_MODE_STORAGE_KEY,
  COLOR_SCHEME_ATTRIBUTE,
  HEAD_SCRIPT,
  SESSION_ATTRIBUTE,
} from './head-script';

/** Runs the script as the page's <head> does, with the system's scheme `system`. */
function runScript(system: 'light' | 'dark' = 'light'): string | null {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: system === 'dark' && query === '(prefers-color-scheme: dark)',
    media: query,
  }));
  // The inline script as the page runs it: its text, not an import.
  new Function(HEAD_SCRIPT)();
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
}

const markedSignedIn = () => document.documentElement.hasAttribute(SESSION_ATTRIBUTE);

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
  localStorage.clear();
  sessionStorage.clear();
});

describe('the colour scheme before the app', () => {
  it("follows the system's scheme when nothing was chosen", () => {
    expect(runScript('dark')).toBe('dark');
    expect(runScript('light')).toBe('light');
  });

  it("follows the system's scheme when System was chosen", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'system');
    expect(runScript('dark')).toBe('dark');
  });

  it("takes Light or Dark, chosen in the account menu, over the system's", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    expect(runScript('dark')).toBe('light');
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    expect(runScript('light')).toBe('dark');
  });

  it("follows the system's scheme where storage is refused", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runScript('dark')).toBe('dark');
  });
});

describe('the session mark before the app', () => {
  it('marks <html> when this tab holds a session', () => {
    sessionStorage.setItem(SESSION_KEY, '{"credentials":{"username":"u","password":"p"}}');
    runScript();
    expect(markedSignedIn()).toBe(true);
    expect(document.documentElement.getAttribute(SESSION_ATTRIBUTE)).toBe('');
  });

  it('leaves <html> unmarked without a session, another key or the other storage', () => {
    sessionStorage.setItem('report-scheduler.other', 'x');
    localStorage.setItem(SESSION_KEY, '{}');
    runScript();
    expect(markedSignedIn()).toBe(false);
  });

  it('leaves <html> unmarked, and the scheme marked, where storage throws', () => {
    sessionStorage.setItem(SESSION_KEY, '{}');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runScript('dark')).toBe('dark');
    expect(markedSignedIn()).toBe(false);
  });

  it('leaves <html> unmarked where sessionStorage itself cannot be reached', () => {
    // As in a frame whose cookies are blocked: reading `sessionStorage` throws.
    const own = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage');
    Object.defineProperty(globalThis, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(() => sessionStorage).toThrow('denied');
      expect(runScript('light')).toBe('light');
      expect(markedSignedIn()).toBe(false);
    } finally {
      if (own) Object.defineProperty(globalThis, 'sessionStorage', own);
      else Reflect.deleteProperty(globalThis, 'sessionStorage');
    }
  });
});
