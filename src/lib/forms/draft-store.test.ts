import { describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, readDraft, saveDraft } from '#src/lib/forms/draft-store';

describe('draft store', () => {
  it('keeps a draft in sessionStorage with its author and the time it was saved', () => {
    saveDraft('create:site', { title: 'Weekly' }, 'demo', 1_000);
    expect(readDraft('create:site', 'demo')).toEqual({
      values: { title: 'Weekly' },
      savedAt: 1_000,
      author: 'demo',
    });
    expect(window.sessionStorage.length).toBe(1);
    expect(window.localStorage.length).toBe(0);
  });

  it('never gives a draft to anyone but its author, and removes it when someone else asks', () => {
    saveDraft('edit:schedule', { title: 'Typed by demo' }, 'demo');
    expect(readDraft('edit:schedule', 'demo')?.values).toEqual({ title: 'Typed by demo' });
    expect(readDraft('edit:schedule', 'viewer')).toBeNull();
    expect(readDraft('edit:schedule', 'demo')).toBeNull();
  });

  it('removes a draft that names no author (saved before drafts had one)', () => {
    window.sessionStorage.setItem(
      'report-scheduler.draft:old',
      JSON.stringify({ values: { title: 'Whose?' }, savedAt: 1 }),
    );
    expect(readDraft('old', 'demo')).toBeNull();
    expect(window.sessionStorage.getItem('report-scheduler.draft:old')).toBeNull();
  });

  it('forgets one draft, or all of them', () => {
    saveDraft('a', 1, 'demo');
    saveDraft('b', 2, 'demo');
    window.sessionStorage.setItem('unrelated', 'kept');
    clearDraft('a');
    expect(readDraft('a', 'demo')).toBeNull();
    expect(readDraft('b', 'demo')).not.toBeNull();
    clearAllDrafts();
    expect(readDraft('b', 'demo')).toBeNull();
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('treats a damaged entry as no draft', () => {
    window.sessionStorage.setItem('report-scheduler.draft:x', '{not json');
    expect(readDraft('x', 'demo')).toBeNull();
    window.sessionStorage.setItem('report-scheduler.draft:y', JSON.stringify({ values: 1 }));
    expect(readDraft('y', 'demo')).toBeNull();
  });
});
