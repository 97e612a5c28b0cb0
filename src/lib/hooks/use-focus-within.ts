import { useState, type FocusEvent } from 'react';

/**
 * Whether the focus is inside an element: spread `props` on it. React's focus events bubble, so
 * `onFocus` hears any element inside take the focus, and `onBlur` whether it went outside.
 */
export function useFocusWithin() {
  const [focused, setFocused] = useState(false);
  const props = {
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
  return { focused, props };
}
