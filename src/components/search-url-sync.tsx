import { useDeferredValue, useEffect } from 'react';

/**
 * Hands the search to the URL once typing settles: `useDeferredValue` lets this (and the URL
 * change that re-renders the whole page) wait until the filtered rows are on screen. A component
 * rather than a hook, so the deferred render that commits the search re-renders this alone,
 * not the list around it.
 */
export function SearchUrlSync({
  text,
  onSettled,
}: {
  text: string;
  onSettled: (text: string) => void;
}) {
  const settled = useDeferredValue(text);
  useEffect(() => onSettled(settled), [settled, onSettled]);
  return null;
}
