import { waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderHookWithApp } from '#tests/support/render';
import { useSiteSchedules } from './use-site-schedules';

setupMockApi();

/** What each commit of the page had to show: the schedules, or a placeholder in their place. */
interface Commit {
  loaded: boolean;
  schedules: boolean;
  placeholder: boolean;
}

describe('useSiteSchedules: schedules that arrive after the page rendered', () => {
  it('are drawn in a render after the one they arrive in, the loading view shown until then', async () => {
    const commits: Commit[] = [];
    renderHookWithApp(() => {
      const site = useSiteSchedules(ACME_SITE_ID, undefined, undefined);
      useLayoutEffect(() => {
        commits.push({
          loaded: site.loaded,
          schedules: site.schedules !== undefined,
          placeholder: site.placeholder !== null,
        });
      });
      return site;
    });

    await waitFor(() => expect(commits.at(-1)?.schedules).toBe(true));
    // Every commit shows something in the list's place: never a blank between the two.
    expect(commits.every((commit) => commit.schedules || commit.placeholder)).toBe(true);
    // A commit had them in but not yet drawn: the list's first render came after, deferred.
    expect(commits.some((commit) => commit.loaded && !commit.schedules)).toBe(true);
  });
});
