/**
 * The screen as tests drive it. What jsdom lacks for layout-dependent components, media queries
 * and scrolling: each of those helpers installs its stand-in before every test of the calling
 * `describe` and removes it after. And the steps a user takes that many tests repeat.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';

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

/**
 * Opens the More actions of the schedule titled `title` (a table row or a phone's card, in
 * `container` if given) and returns the list it shows: Duplicate, Copy to other sites, Add to
 * calendar (.ics) and Delete, each named after the schedule ("Delete Weekly traffic snapshot").
 */
export async function openRowActions(
  user: UserEvent,
  title: string,
  container: HTMLElement = document.body,
): Promise<HTMLElement> {
  const more = within(container).getByRole('button', { name: `More actions for ${title}` });
  await user.click(more);
  const listId = more.getAttribute('aria-controls');
  const actions = listId === null ? null : document.getElementById(listId);
  if (!actions) throw new Error(`More actions for ${title} showed no list`);
  return actions;
}

/**
 * Follows a schedule's "Edit Weekly traffic snapshot" link (a row's, a calendar day's) to its
 * edit page, and checks that the form is that schedule's: returns the title the link names and
 * the form's Title field, filled with it.
 */
export async function openEditLink(
  user: UserEvent,
  link: HTMLElement,
  wait = { timeout: 10_000 },
): Promise<{ title: string; titleField: HTMLElement }> {
  const title = (link.getAttribute('aria-label') ?? link.textContent ?? '').replace(/^Edit /, '');
  await user.click(link);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Edit schedule' }, wait),
  ).toBeVisible();
  const titleField = await screen.findByLabelText('Title', {}, wait);
  expect(titleField).toHaveValue(title);
  return { title, titleField };
}
