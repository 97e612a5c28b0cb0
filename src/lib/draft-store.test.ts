import { describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, readDraft, saveDraft } from './draft-store';

describe('draft store', () => {
  it('keeps a draft in sessionStorage with the time it was saved', () => {
    saveDraft('create:site', { title: 'Weekly' }, 1_000);
    expect(readDraft('create:site')).toEqual({ values: { title: 'Weekly' }, savedAt: 1_000 });
    expect(window.sessionStorage.length).toBe(1);
    expect(window.localStorage.length).toBe(0);
  });

  it('forgets one draft, or all of them', () => {
    saveDraft('a', 1);
    saveDraft('b', 2);
    window.sessionStorage.setItem('unrelated', 'kept');
    clearDraft('a');
    expect(readDraft('a')).toBeNull();
    expect(readDraft('b')).not.toBeNull();
    clearAllDrafts();
    expect(readDraft('b')).toBeNull();
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('treats a damaged entry as no draft', () => {
    window.sessionStorage.setItem('report-scheduler.draft:x', '{not json');
    expect(readDraft('x')).toBeNull();
    window.sessionStorage.setItem('report-scheduler.draft:y', JSON.stringify({ values: 1 }));
    expect(readDraft('y')).toBeNull();
  });
});
