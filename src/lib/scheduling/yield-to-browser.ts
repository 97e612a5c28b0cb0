/** Lets the browser take input and draw, then goes on: `scheduler.yield` where there is one. */
export function yieldToBrowser(): Promise<void> {
  return typeof scheduler !== 'undefined' && 'yield' in scheduler
    ? scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve));
}
