/** The demo mock's data-change channel, declared here as the app may not import the mock. */
export const DEMO_DATA_CHANNEL = 'report-scheduler.demo.store';

/** Changes come in bursts (a bulk change writes many schedules): one catch-up for a burst. */
const SETTLE_MS = 400;

/** Calls `onChange` once a burst settles, unless `isOwn`; returns the unsubscribe. */
export function onDemoDataChangedElsewhere(
  onChange: () => void,
  isOwn: () => boolean = () => document.hasFocus(),
): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(DEMO_DATA_CHANNEL);
  let timer: ReturnType<typeof setTimeout> | undefined;
  channel.onmessage = () => {
    if (isOwn()) return;
    clearTimeout(timer);
    timer = setTimeout(onChange, SETTLE_MS);
  };
  return () => {
    clearTimeout(timer);
    channel.close();
  };
}
