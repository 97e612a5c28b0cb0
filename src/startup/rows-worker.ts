/**
 * The opening rows' worker, started with the entry: its code takes longer to come and run than the
 * first read's answer, and the drawing (early-rows.ts) can come after it, in a chunk of its own.
 */
import type { OpeningPage } from './opening-rows';

/**
 * From lg up, as the worker draws the table. Restates src/components/tokens.ts (start-up imports
 * no design code); early-rows.test.ts holds them equal.
 */
export const WIDE = '(min-width: 1200px)';

/** Where the frame has room for the rows (src/app/shell.tsx). */
export const EARLY_ROWS_SLOT = 'data-early-rows';

/** The frame's slot and the worker that will draw into it. */
export interface RowsWorker {
  slot: HTMLElement;
  worker: Worker;
}

/** The page's own worker (each loads its page's code alone), or null without the frame's slot, a window from lg, or workers. */
export function startRowsWorker(page: OpeningPage): RowsWorker | null {
  const slot = document.querySelector<HTMLElement>(`[${EARLY_ROWS_SLOT}]`);
  if (!slot || typeof Worker === 'undefined' || !window.matchMedia(WIDE).matches) return null;
  const worker =
    page.name === 'list'
      ? new Worker(new URL('./list-rows-worker.ts', import.meta.url), {
          type: 'module',
          name: 'list-rows',
        })
      : new Worker(new URL('./sites-rows-worker.ts', import.meta.url), {
          type: 'module',
          name: 'sites-rows',
        });
  return { slot, worker };
}
