import type { FaultController } from './faults';
import type { MockStore } from './store';

/** What every handler of the mock service works with. */
export interface MockServiceContext {
  store: MockStore;
  faults: FaultController;
}
