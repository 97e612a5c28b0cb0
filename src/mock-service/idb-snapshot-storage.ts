/** The demo's snapshot in IndexedDB; kept thin, as jsdom has none: rules in shared-snapshot.ts. */

import type { SnapshotStorage } from './shared-snapshot';
import type { StoreSnapshot } from './store';

const DATABASE = 'report-scheduler.demo';
const OBJECT_STORE = 'store';
const SNAPSHOT_KEY = 'snapshot';

export function idbSnapshotStorage(): SnapshotStorage {
  let database: Promise<IDBDatabase> | undefined;
  const open = () =>
    (database ??= new Promise<IDBDatabase>((resolve, reject) => {
      // Some private windows have none: a rejection here means "keep the data in memory".
      if (typeof indexedDB === 'undefined') throw new Error('No IndexedDB in this window');
      const opening = indexedDB.open(DATABASE, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(OBJECT_STORE);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB would not open'));
    }));

  async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest) {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(OBJECT_STORE, mode);
      const request = action(transaction.objectStore(OBJECT_STORE));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  }

  return {
    read: () => run<unknown>('readonly', (store) => store.get(SNAPSHOT_KEY)),
    write: async (snapshot: StoreSnapshot) => {
      await run<unknown>('readwrite', (store) => store.put(snapshot, SNAPSHOT_KEY));
    },
  };
}
