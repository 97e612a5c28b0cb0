/** Lets the browser take input and draw, then goes on: `scheduler.yield` where there is one. */
export function yieldToBrowser(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') {
    return scheduler.yield();
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
