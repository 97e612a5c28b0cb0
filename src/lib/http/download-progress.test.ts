import { describe, expect, it, vi } from 'vitest';
import {
  createDownloadTracker,
  describeDownload,
  downloadPercent,
  formatByteCount,
  PROGRESS_SHOWN_AFTER_BYTES,
  PROGRESS_SHOWN_AFTER_MS,
} from '#src/lib/http/download-progress';

describe('download progress', () => {
  it('gives a percentage only when the total is known and not exceeded', () => {
    expect(downloadPercent({ receivedBytes: 1_234_567, totalBytes: 3_900_000 })).toBe(31);
    expect(downloadPercent({ receivedBytes: 1_234_567, totalBytes: undefined })).toBeUndefined();
    // A total in encoded bytes the page could not tell apart: more has arrived than it says.
    expect(downloadPercent({ receivedBytes: 5_000, totalBytes: 1_200 })).toBeUndefined();
  });

  it('says how much has come, in the units downloads are shown in', () => {
    expect(formatByteCount(300)).toBe('1 kB');
    expect(formatByteCount(262_144)).toBe('262 kB');
    expect(formatByteCount(1_234_567)).toBe('1.2 MB');
    expect(describeDownload({ receivedBytes: 1_234_567, totalBytes: 3_900_000 })).toBe(
      '31% (1.2 MB of 3.9 MB)',
    );
    expect(describeDownload({ receivedBytes: 1_234_567, totalBytes: undefined })).toBe(
      '1.2 MB received',
    );
  });
});

describe('createDownloadTracker', () => {
  function trackerAt(start = 0) {
    let now = start;
    const frames: (() => void)[] = [];
    const tracker = createDownloadTracker(
      () => now,
      (draw) => frames.push(draw),
    );
    const listener = vi.fn();
    tracker.subscribe(listener);
    const nextFrame = () => frames.splice(0).forEach((draw) => draw());
    return { tracker, listener, wait: (ms: number) => (now += ms), nextFrame };
  }

  it('shows nothing of a small, fast download', () => {
    const { tracker, listener, wait } = trackerAt();
    tracker.report({ receivedBytes: 0, totalBytes: 40_000 });
    wait(200);
    tracker.report({ receivedBytes: 40_000, totalBytes: 40_000 });
    expect(tracker.getSnapshot()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('tells its view at most once a frame, with the last progress', () => {
    const { tracker, listener, nextFrame } = trackerAt();
    tracker.report({ receivedBytes: 0, totalBytes: 4_000_000 });
    for (let piece = 1; piece <= 60; piece++) {
      tracker.report({ receivedBytes: piece * 65_536, totalBytes: 4_000_000 });
    }
    expect(listener).not.toHaveBeenCalled();
    nextFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tracker.getSnapshot()).toEqual({ receivedBytes: 60 * 65_536, totalBytes: 4_000_000 });
    nextFrame();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('shows a download once it is large or slow', () => {
    const large = trackerAt();
    large.tracker.report({ receivedBytes: 0, totalBytes: undefined });
    large.tracker.report({ receivedBytes: PROGRESS_SHOWN_AFTER_BYTES, totalBytes: undefined });
    expect(large.tracker.getSnapshot()).toEqual({
      receivedBytes: PROGRESS_SHOWN_AFTER_BYTES,
      totalBytes: undefined,
    });
    large.nextFrame();
    expect(large.listener).toHaveBeenCalledTimes(1);

    const slow = trackerAt();
    slow.tracker.report({ receivedBytes: 0, totalBytes: 90_000 });
    slow.wait(PROGRESS_SHOWN_AFTER_MS);
    slow.tracker.report({ receivedBytes: 10_000, totalBytes: 90_000 });
    expect(slow.tracker.getSnapshot()).toEqual({ receivedBytes: 10_000, totalBytes: 90_000 });
  });

  it('starts again with a retry, hiding the failed attempt’s bytes', () => {
    const { tracker, wait } = trackerAt();
    tracker.report({ receivedBytes: 0, totalBytes: undefined });
    wait(5_000);
    tracker.report({ receivedBytes: 100_000, totalBytes: undefined });
    expect(tracker.getSnapshot()).not.toBeNull();

    tracker.report({ receivedBytes: 0, totalBytes: undefined });
    tracker.report({ receivedBytes: 50_000, totalBytes: undefined });
    expect(tracker.getSnapshot()).toBeNull();
  });
});
