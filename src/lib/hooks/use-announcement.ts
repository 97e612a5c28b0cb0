import { useEffect, useRef, useState } from 'react';

/** How often, at most, a screen reader hears a count while only the count moves. */
const ANNOUNCE_EVERY_MS = 5_000;

/**
 * `text` for a polite live region of something in progress: at most every five seconds while
 * only the count moves, at once when `moment` changes, so it neither chatters nor lags.
 */
export function useAnnouncement(text: string, moment: string): string {
  const [announced, setAnnounced] = useState('');
  const last = useRef({ at: 0, moment: '' });
  useEffect(() => {
    const urgent = moment !== last.current.moment;
    const wait = urgent ? 0 : Math.max(0, ANNOUNCE_EVERY_MS - (Date.now() - last.current.at));
    const timer = window.setTimeout(() => {
      last.current = { at: Date.now(), moment };
      setAnnounced(text);
    }, wait);
    return () => window.clearTimeout(timer);
  }, [text, moment]);
  return announced;
}
