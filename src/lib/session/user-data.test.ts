import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, saveDraft } from '#src/lib/forms/draft-store';
import { claimUserData, onEraseUserData, releaseUserData } from '#src/lib/session/user-data';

const OWNER_KEY = 'report-scheduler.data-owner';

describe('the data of this browser belongs to one user', () => {
  const eraseCache = vi.fn();
  let stopErasingCache: () => void;

  beforeEach(() => {
    releaseUserData();
    stopErasingCache = onEraseUserData(eraseCache);
    eraseCache.mockClear();
  });
  afterEach(() => stopErasingCache());

  it('keeps everything for the same user signing in again after an expiry', () => {
    claimUserData('demo');
    saveDraft('edit:schedule', { title: 'Unsaved' }, 'demo');

    claimUserData('demo');

    expect(eraseCache).not.toHaveBeenCalled();
    expect(readDraft('edit:schedule', 'demo')?.values).toEqual({ title: 'Unsaved' });
    expect(window.localStorage.getItem(OWNER_KEY)).toBe('demo');
  });

  it('erases the previous user’s data before another user signs in', () => {
    claimUserData('demo');
    saveDraft('edit:schedule', { title: 'Unsaved' }, 'demo');

    claimUserData('viewer');

    expect(eraseCache).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem(OWNER_KEY)).toBe('viewer');
  });

  it('erases everything on sign-out, after which the data is no one’s', () => {
    claimUserData('demo');
    saveDraft('create:site', { title: 'Unsaved' }, 'demo');

    releaseUserData();

    expect(eraseCache).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem(OWNER_KEY)).toBeNull();
  });

  it('remembers the owner by username alone, in localStorage, so it outlives the session', () => {
    claimUserData('demo');
    expect(window.localStorage.length).toBe(1);
    expect(window.localStorage.getItem(OWNER_KEY)).toBe('demo');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('erases nothing for the first user when no one owned the data', () => {
    claimUserData('demo');
    expect(eraseCache).not.toHaveBeenCalled();
  });

  it('erases this page’s cache of demo even when another tab handed the browser to viewer', () => {
    claimUserData('demo');
    // Another tab: viewer signed in there.
    window.localStorage.setItem(OWNER_KEY, 'viewer');

    claimUserData('viewer');

    expect(eraseCache).toHaveBeenCalledTimes(1);
  });

  it('erases when the stored record names someone else, though this page held no one', () => {
    // A reload: this page starts empty, the browser remembers demo.
    window.localStorage.setItem(OWNER_KEY, 'demo');

    claimUserData('viewer');

    expect(eraseCache).toHaveBeenCalledTimes(1);
  });

  it('stops erasing what was taken off', () => {
    const eraseOther = vi.fn();
    const stop = onEraseUserData(eraseOther);
    stop();
    releaseUserData();
    expect(eraseOther).not.toHaveBeenCalled();
    expect(eraseCache).toHaveBeenCalledTimes(1);
  });
});
