/**
 * Imported first by api-worker.ts, before msw loads. msw creates a cookie store as it loads
 * anywhere but Node, and that store insists on `localStorage`, which workers do not have. The
 * mock uses no cookies (the app sends credentials in the Authorization header only), so a
 * Storage kept in memory is enough.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const items = new Map<string, string>();
  const memoryStorage: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage, configurable: true });
}

export {};
