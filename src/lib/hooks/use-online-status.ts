import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/** React Query's own online state, so the banner, disabled writes and paused reads agree. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
