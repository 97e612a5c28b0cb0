/**
 * A worker the page hands work to (the body checker, the off-page fetch): started on first use
 * and then kept; once it cannot start or fails, none is started again and the page does the work.
 */

/** What the page needs of a started worker: a real one, or a fake in tests. */
export interface StartedWorker<Reply> {
  addEventListener(type: 'message', listener: (event: MessageEvent<Reply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: () => void): void;
  terminate(): void;
}

export function keptWorker<Reply, W extends StartedWorker<Reply>>(
  start: () => W | undefined,
  on: {
    message: (event: MessageEvent<Reply>) => void;
    /** The worker failed: settle what was waiting for it. */
    failure: () => void;
  },
) {
  let worker: W | undefined;
  let broken = false;

  function giveUp() {
    broken = true;
    worker?.terminate();
    worker = undefined;
    on.failure();
  }

  return {
    /** The worker, started now if need be; undefined where none starts or one failed. */
    ready(): W | undefined {
      if (worker || broken) return worker;
      try {
        worker = start();
      } catch {
        worker = undefined;
      }
      if (!worker) {
        broken = true;
        return undefined;
      }
      worker.addEventListener('message', on.message);
      worker.addEventListener('error', giveUp);
      worker.addEventListener('messageerror', giveUp);
      return worker;
    },
    /** The worker as it is, not started by asking. */
    current: (): W | undefined => worker,
    giveUp,
  };
}
