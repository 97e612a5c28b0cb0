/** Work written a step at a time (a generator that yields between steps), for callers that slice it. */

/** The result of `steps` run to the end at once, for a caller that need not keep the page answering. */
export function finishSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
