import { createContext } from 'react';

/**
 * How a row of the list asks to delete its schedule (`uuid`): given by the page that can, so the
 * memoised rows need no prop for it. Absent, rows offer no delete.
 */
export const DeleteScheduleContext = createContext<((uuid: string) => void) | undefined>(undefined);
