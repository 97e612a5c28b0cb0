import { createContext } from 'react';

/** How a row asks to delete its schedule, so memoised rows need no prop; absent, no delete. */
export const DeleteScheduleContext = createContext<((uuid: string) => void) | undefined>(undefined);
