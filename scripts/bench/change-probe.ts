/**
 * Input-to-screen timing inside the page: the clock starts at the input event's timestamp and
 * stops at the frame after the first DOM change it causes in the watched element.
 */
import type { Locator, Page } from '@playwright/test';

interface ChangeTiming {
  start: number;
  mutatedAt: number;
  paintedAt: number;
}

/**
 * Arms an in-page probe: the first user input event (pointerdown/mousedown/keydown/click,
 * captured on the document) starts the clock; the first DOM change inside `container` (outside
 * `ignore`) after it, plus the next frame, stops it. Read the result with `collectChange`.
 */
export async function armChangeProbe(
  page: Page,
  container: Locator,
  ignore: Locator | null,
  timeoutMs = 5_000,
) {
  const containerHandle = await container.elementHandle();
  const ignoreHandle = ignore ? await ignore.elementHandle() : null;
  await page.evaluate(
    ([target, ignored, timeout]) => {
      const w = window as unknown as { __benchChange?: Promise<unknown> };
      let start: number | null = null;
      const types = ['pointerdown', 'mousedown', 'keydown', 'click'];
      const onInput = (event: Event) => {
        if (start === null) start = event.timeStamp;
      };
      for (const type of types) document.addEventListener(type, onInput, { capture: true });
      w.__benchChange = new Promise((resolve) => {
        const finish = (result: unknown) => {
          for (const type of types) document.removeEventListener(type, onInput, { capture: true });
          resolve(result);
        };
        const observer = new MutationObserver((records) => {
          if (start === null) return;
          if (ignored && records.every((r) => ignored.contains(r.target))) return;
          observer.disconnect();
          clearTimeout(timer);
          const mutatedAt = performance.now();
          // After the next frame has been produced: the change is on screen.
          requestAnimationFrame(() =>
            setTimeout(() => finish({ start, mutatedAt, paintedAt: performance.now() }), 0),
          );
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          finish({ error: `no change on screen within ${timeout} ms of the input` });
        }, timeout);
        observer.observe(target!, { childList: true, subtree: true, characterData: true });
      });
    },
    [containerHandle, ignoreHandle, timeoutMs] as const,
  );
}

export async function collectChange(page: Page): Promise<ChangeTiming> {
  const result = (await page.evaluate(
    () => (window as unknown as { __benchChange?: Promise<unknown> }).__benchChange,
  )) as ChangeTiming | { error: string } | undefined;
  if (!result) throw new Error('the probe was not armed');
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** Lets the page settle: two frames and a short idle period. */
export async function settle(page: Page, idleMs = 300) {
  await page.evaluate(
    (idle) =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, idle))),
      ),
    idleMs,
  );
}
