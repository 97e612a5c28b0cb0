import { createContext } from 'react';

/**
 * How a row of the list asks for its schedule's calendar file (`uuid`): given by the page that
 * can make one, so the memoised rows need no prop for it. Absent, rows offer no such action.
 */
export const AddToCalendarContext = createContext<((uuid: string) => void) | undefined>(undefined);
