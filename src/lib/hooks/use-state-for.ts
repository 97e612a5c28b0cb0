import { useCallback, useState } from 'react';

/**
 * State that belongs to one item (`item`, its key), back to `initial` when the component is
 * handed another: what a React `key` on the component gives, without building its elements
 * anew. For a list's rows that are keyed by place, so that a key typed into a search changes
 * their text rather than replacing them, while what is open in a row stays with its item.
 */
export function useStateFor<T>(item: string, initial: T): [T, (value: T) => void] {
  const [state, setState] = useState({ item, value: initial });
  // Handed another item: its state starts afresh, and the last one's is dropped rather than kept
  // for when it comes back (React re-renders this component at once, before anything is drawn).
  if (state.item !== item) setState({ item, value: initial });
  const value = state.item === item ? state.value : initial;
  const set = useCallback((next: T) => setState({ item, value: next }), [item]);
  return [value, set];
}
