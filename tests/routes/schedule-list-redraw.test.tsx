import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ScheduleListPage from '#src/app/routes/schedule-list';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderWithApp } from '#tests/support/render';

setupMockApi();

const KEPT = [
  'Mid-month performance report',
  'Monthly stakeholder overview',
  'Weekly traffic snapshot',
];

function rowOf(title: string): HTMLElement {
  return screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
}

/** Every element or text node that a DOM change touched inside `root`, from now on. */
function watchChanges(root: HTMLElement) {
  const touched: Node[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      touched.push(record.target, ...record.addedNodes, ...record.removedNodes);
    }
  });
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  return {
    /** Whether anything inside `element` (not the element itself moving) changed. */
    changedInside: (element: HTMLElement) => {
      observer.takeRecords().forEach((record) => touched.push(record.target));
      return touched.some((node) => node !== element && element.contains(node));
    },
    stop: () => observer.disconnect(),
  };
}

describe('the schedule list page: what a search redraws', () => {
  it('keeps the rows that still match as they were, and only moves them', async () => {
    const { user } = renderWithApp(<ScheduleListPage />, {
      route: `/sites/${ACME_SITE_ID}/schedules`,
      path: '/sites/:siteId/schedules',
    });
    const table = await screen.findByRole('table', { name: 'Report schedules' });
    // The template names come in a request of their own; the rows take them once.
    await waitFor(() =>
      expect(within(table).getAllByText('Monthly client report')).not.toHaveLength(0),
    );
    const before = new Map(KEPT.map((title) => [title, rowOf(title)]));
    const changes = watchChanges(table);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'DANA');

    await waitFor(() => expect(screen.getByText('3 of 7 schedules match')).toBeVisible());
    for (const [title, row] of before) {
      expect(rowOf(title), title).toBe(row);
      expect(changes.changedInside(row), `${title} redrawn`).toBe(false);
    }
    changes.stop();
  });
});
