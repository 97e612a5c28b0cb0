import { useCallback, useState } from 'react';

/**
 * State that belongs to one `item`, back to `initial` when the component is handed another: what
 * a React `key` gives, without new elements, for rows keyed by place that keep per-item state.
 */
export function useStateFor<T>(item: string, initial: T): [T, (value: T) => void] {
  const [state, setState] = useState({ item, value: initial });
  // Another item: its state starts afresh (React re-renders at once, before anything is drawn).
  if (state.item !== item) setState({ item, value: initial });
  const value = state.item === item ? state.value : initial;
  const set = useCallback((next: T) => setState({ item, value: next }), [item]);
  return [value, set];
}
