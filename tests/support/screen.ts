/**
 * What jsdom lacks for layout-dependent components: media queries and scrolling. Each helper
 * installs its stand-in before every test of the calling `describe` and removes it after.
 */
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A screen narrower than `widthPx` (one of MUI's breakpoints: 600 sm, 900 md), as a phone's:
 * MUI's `down(…)` query for it matches, every other query fails.
 */
export function pretendNarrowScreen(widthPx: number): void {
  const narrowQuery = `max-width:${widthPx - 0.05}px`;
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: query.includes(narrowQuery),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });
}

/** `Element.scrollIntoView`, which jsdom does not have, as a mock to assert on. */
export function stubScrollIntoView() {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    scrollIntoView.mockReset();
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });
  return scrollIntoView;
}
