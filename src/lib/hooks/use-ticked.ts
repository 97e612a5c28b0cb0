import { useCallback, useState } from 'react';

/** `set` with `id` ticked (`on`) or not: a new set, as React state needs. */
export function toggled<T>(set: ReadonlySet<T>, id: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** The ids ticked in a list of boxes, starting with `initial()`, and a box's toggle. */
export function useTicked(initial: () => Iterable<string>) {
  const [ticked, setTicked] = useState(() => new Set(initial()));
  const toggle = useCallback(
    (id: string, on: boolean) => setTicked((current) => toggled(current, id, on)),
    [],
  );
  return [ticked, toggle] as const;
}
