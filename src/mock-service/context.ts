import type { FaultController } from './faults';
import type { MockStore } from './store';

/** What every handler of the mock service works with. */
export interface MockServiceContext {
  store: MockStore;
  faults: FaultController;
  /** The share of runs, 0 to 1, that produce no report; 0 when not given. */

  missedRunRate?: number;
}
