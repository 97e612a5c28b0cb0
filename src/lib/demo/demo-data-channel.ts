/**
 * The channel on which the demo's mock, in each tab's worker, announces a change of its data
 * (src/mock-service/shared-snapshot.ts). The app listens on it too, so a page open in another tab
 * catches up with a change made here. Declared here because the app may not import the mock.
 */
export const DEMO_DATA_CHANNEL = 'report-scheduler.demo.store';

/** Changes come in bursts (a bulk change writes many schedules): one catch-up for a burst. */
const SETTLE_MS = 400;

/**
 * Calls `onChange` once a burst of changes to the demo's data has settled, unless `isOwn` says
 * they are this page's own: the tab the user is working in (it has focus) already has them.
 * Returns the function that stops listening. Does nothing where there is no BroadcastChannel.
 */
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
