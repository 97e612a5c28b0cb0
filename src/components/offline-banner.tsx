import { useOnlineStatus } from '#src/lib/hooks/use-online-status';
import { Alert } from './alert';

/** While the browser is offline, say so once for the whole app; pages disable their writes. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert severity="warning" role="status" square>
      You are offline. Saving is disabled until the connection returns; what you type is kept.
    </Alert>
  );
}
