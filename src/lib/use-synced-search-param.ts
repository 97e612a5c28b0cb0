import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A text kept in the address as `?name=…`: the state follows every keystroke at once, and the
 * address follows once typing pauses for `delayMs` (replacing the entry, so Back leaves the page
 * rather than undoing letters). Starts from the address, so a shared link or Back restores it.
 */
export function useSyncedSearchParam(name: string, delayMs = 300) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [value, setValue] = useState(() => searchParams.get(name) ?? '');

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (value.trim()) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [name, value, delayMs, setSearchParams]);

  return [value, setValue] as const;
}
