import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import {
  readListLocationState,
  type ScheduleListLocationState,
} from '#src/features/schedules/saved-schedule';

/** A save the list was told about, keyed by the history entry that brought it. */
export type ListArrival = ScheduleListLocationState & { key: string };

/** The "saved" message and highlight, held in state: the list's URL rewrites drop router state. */
export function useListArrival() {
  const location = useLocation();
  const incoming = useMemo(() => readListLocationState(location.state), [location.state]);
  const [arrival, setArrival] = useState<ListArrival | null>(() =>
    incoming ? { ...incoming, key: location.key } : null,
  );
  const [arrivalKey, setArrivalKey] = useState(incoming ? location.key : null);
  if (incoming && arrivalKey !== location.key) {
    setArrivalKey(location.key);
    setArrival({ ...incoming, key: location.key });
  }

  const dismiss = useCallback(() => setArrival(null), []);
  return { arrival, dismiss };
}
