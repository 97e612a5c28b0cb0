/** How far a response body has come, and what of that is worth showing. */

export interface DownloadProgress {
  /** Bytes of the body received so far, as the stream yields them (decoded). */
  receivedBytes: number;
  /** The body's length in the same bytes, when the server said; otherwise undefined. */
  totalBytes: number | undefined;
}

/** A small, fast response shows no progress, which would only flicker: from a second or 256 kB. */
export const PROGRESS_SHOWN_AFTER_MS = 1_000;
export const PROGRESS_SHOWN_AFTER_BYTES = 256 * 1024;

/** Whole percent received, or undefined when the total is unknown or counted in other bytes. */
export function downloadPercent({ receivedBytes, totalBytes }: DownloadProgress) {
  if (!totalBytes || receivedBytes > totalBytes) return undefined;
  return Math.floor((receivedBytes / totalBytes) * 100);
}

const kilobytes = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'kilobyte',
  maximumFractionDigits: 0,
});
const megabytes = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
});

/** Decimal units, as browsers show downloads: "1.2 MB". */
export function formatByteCount(bytes: number): string {
  return bytes < 1_000_000
    ? kilobytes.format(Math.max(1, Math.round(bytes / 1_000)))
    : megabytes.format(bytes / 1_000_000);
}

/** "31% (1.2 MB of 3.9 MB)", or "1.2 MB received" when the total is unknown. */
export function describeDownload(progress: DownloadProgress): string {
  const percent = downloadPercent(progress);
  const received = formatByteCount(progress.receivedBytes);
  return percent === undefined || progress.totalBytes === undefined
    ? `${received} received`
    : `${percent}% (${received} of ${formatByteCount(progress.totalBytes)})`;
}

export interface DownloadTracker {
  /** For the client's `onProgress`: a report of 0 bytes starts a new download. */
  report(progress: DownloadProgress): void;
  subscribe(listener: () => void): () => void;
  /** The progress worth showing: null until the download is large or slow enough. */
  getSnapshot(): DownloadProgress | null;
}

/** Draws in the browser's next frame. */
const inNextFrame = (draw: () => void) => void requestAnimationFrame(() => draw());

/**
 * Holds one download's progress for a view to subscribe to (`useSyncExternalStore`), told at most
 * once a frame: a body already in comes as many pieces read in one task, each a render otherwise.
 */
export function createDownloadTracker(
  now: () => number = Date.now,
  nextFrame: (draw: () => void) => void = inNextFrame,
): DownloadTracker {
  const listeners = new Set<() => void>();
  let startedAt = now();
  let shown: DownloadProgress | null = null;
  let toldInNextFrame = false;

  function tellNextFrame() {
    if (toldInNextFrame) return;
    toldInNextFrame = true;
    nextFrame(() => {
      toldInNextFrame = false;
      for (const listener of listeners) listener();
    });
  }

  function worthShowing(progress: DownloadProgress): boolean {
    return (
      progress.receivedBytes >= PROGRESS_SHOWN_AFTER_BYTES ||
      (progress.receivedBytes > 0 && now() - startedAt >= PROGRESS_SHOWN_AFTER_MS)
    );
  }

  return {
    report(progress) {
      // A retry's download begins again from nothing; the failed one's bytes would mislead.
      if (progress.receivedBytes === 0) startedAt = now();
      const next = worthShowing(progress) ? progress : null;
      if (next === null && shown === null) return;
      shown = next;
      tellNextFrame();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => shown,
  };
}
