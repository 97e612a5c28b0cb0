/** A few slots shared by the runs: `take` waits for one, or gives up when `signal` aborts. */
export function createSlots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    take(signal: AbortSignal): Promise<boolean> {
      if (signal.aborted) return Promise.resolve(false);
      if (free > 0) {
        free -= 1;
        return Promise.resolve(true);
      }
      return new Promise((resolve) => {
        const granted = () => {
          signal.removeEventListener('abort', givenUp);
          resolve(true);
        };
        const givenUp = () => {
          waiting.splice(waiting.indexOf(granted), 1);
          resolve(false);
        };
        waiting.push(granted);
        signal.addEventListener('abort', givenUp, { once: true });
      });
    },
    give() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}
