/**
 * The worker's persistence: IndexedDB, saves announced to other tabs' workers; `load()` stays
 * synchronous: what another tab announced since, else null ("keep yours").
 */
import { DEMO_DATA_CHANNEL } from '#src/lib/demo/demo-data-channel';
import { StoreSnapshotSchema, type StorePersistence, type StoreSnapshot } from './store';

/** Where the snapshot survives a reload. */
export interface SnapshotStorage {
  read(): Promise<unknown>;
  write(snapshot: StoreSnapshot): Promise<void>;
}

/** The part of a BroadcastChannel this needs. */
export interface SnapshotChannel {
  postMessage(snapshot: StoreSnapshot): void;
  onmessage: ((event: MessageEvent<unknown>) => void) | null;
}

export interface SharedPersistence extends StorePersistence {
  /** Settles once every snapshot saved so far has been written. */
  flush(): Promise<void>;
}

export const SNAPSHOT_CHANNEL = DEMO_DATA_CHANNEL;

export async function sharedPersistence(
  storage: SnapshotStorage,
  channel: SnapshotChannel,
): Promise<SharedPersistence> {
  // What cannot be read (storage refused, corrupt, an older version) counts as nothing saved.
  let pending = parse(await storage.read().catch(() => null));
  let writes = Promise.resolve();

  channel.onmessage = (event) => {
    const announced = parse(event.data);
    if (announced) pending = announced;
  };

  return {
    load() {
      const snapshot = pending;
      pending = null;
      return snapshot;
    },
    save(snapshot) {
      // Ours is now the newest: an older announcement still waiting must not undo it.
      pending = null;
      channel.postMessage(snapshot);
      writes = writes
        .then(() => storage.write(snapshot))
        .catch((error: unknown) => {
          // Quota exceeded or storage refused: the demo keeps working in memory.
          console.warn('Mock service: could not save the demo data', error);
        });
    },
    flush: () => writes,
  };
}

function parse(value: unknown): StoreSnapshot | null {
  const parsed = StoreSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
