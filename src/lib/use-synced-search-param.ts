import { useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A text kept in the address as `?name=…`: the state follows every keystroke at once, and the
 * address follows once the page has drawn it (a deferred value, as the schedule list's search
 * does), replacing the entry, so Back leaves the page rather than undoing letters. Starts from
 * the address, so a shared link or Back restores it.
 *
 * No timer: a timer still pending when the user follows a link would fire while the next page
 * loads (a router navigation is a transition, which keeps this page mounted meanwhile) and its
 * navigation would cancel theirs.
 */
export function useSyncedSearchParam(name: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [value, setValue] = useState(() => searchParams.get(name) ?? '');
  const settled = useDeferredValue(value);
  const inAddress = searchParams.get(name) ?? '';

  useEffect(() => {
    const wanted = settled.trim() ? settled : '';
    if (wanted === inAddress) return;
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (wanted) next.set(name, wanted);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [name, settled, inAddress, setSearchParams]);

  return [value, setValue] as const;
}
