/** How pure functions keep work: by key with a bound on memory, or by object while it lives. */

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

  set(key: K, value: V): V {
    if (this.values.size >= this.limit) this.values.clear();
    this.values.set(key, value);
    return value;
  }

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
