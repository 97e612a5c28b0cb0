import { describe, expect, it } from 'vitest';
import { mondays } from '#tests/support/report-fixtures';
import { indexReports, indexSteps } from './report-index';

/** Each step's work, as a slicing caller gets it: the steps until the index. */
function stepsOf(steps: Generator<void, unknown>): number {
  let count = 0;
  while (!steps.next().done) count += 1;
  return count;
}

describe('the index of a site’s reports', () => {
  it('files them by title a step at a time as well as reading them, so no step handles a long list at once', () => {
    // 1,500 reports of three titles: 3 steps reading them, 1 sorting, 3 filing them by title.
    const reports = ['Weekly SEO', 'Uptime', 'Traffic'].flatMap((title) => mondays(title, 500));
    expect(stepsOf(indexSteps(reports))).toBeGreaterThanOrEqual(7);
  });

  it('gives the same index in steps as at once, newest first by title and oldest first by creation', () => {
    const reports = [...mondays('Uptime', 3), ...mondays('Weekly SEO', 2)];
    const index = indexReports([...reports]);
    const titles = [...index.byTitle.keys()];
    expect(titles).toHaveLength(2);
    const created = index.byCreated.map((entry) => entry.created);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    for (const list of index.byTitle.values()) {
      const times = list.map((entry) => entry.created);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });
});
