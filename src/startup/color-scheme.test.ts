import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COLOR_MODE_STORAGE_KEY,
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_SCRIPT,
} from './color-scheme';

/** Runs the script as the page's <head> does, with the system's scheme `system`. */
function runScript(system: 'light' | 'dark'): string | null {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: system === 'dark' && query === '(prefers-color-scheme: dark)',
    media: query,
  }));
  // The inline script as the page runs it: its text, not an import.
  new Function(COLOR_SCHEME_SCRIPT)();
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
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
