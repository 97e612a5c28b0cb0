/**
 * The one way a pure function keeps work it will be asked for again: by a string or number key
 * with a bound on memory (`BoundedMemo`), or by an object for as long as it lives (`memoByObject`).
 */

/** Values by key, all forgotten at once when `limit` are held: no use to track, memory bounded. */
export class BoundedMemo<K extends string | number, V> {
  private readonly values = new Map<K, V>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get(key: K): V | undefined {
    return this.values.get(key);
  }

  /** Remembers `value` for `key` and returns it. */
  set(key: K, value: V): V {
    if (this.values.size >= this.limit) this.values.clear();
    this.values.set(key, value);
    return value;
  }

  /** The value remembered for `key`, or else `make()`'s, remembered. */
  remember(key: K, make: () => V): V {
    const known = this.values.get(key);
    return known === undefined ? this.set(key, make()) : known;
  }
}

/** `make` remembered per object, for as long as the object lives. */
export function memoByObject<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) values.set(key, (value = make(key)));
    return value;
  };
}
