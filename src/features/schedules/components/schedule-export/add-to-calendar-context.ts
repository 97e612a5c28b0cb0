import { createContext } from 'react';

/** How a row asks for its calendar file, so memoised rows need no prop; absent, rows offer none. */
export const AddToCalendarContext = createContext<((uuid: string) => void) | undefined>(undefined);
