import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { TargetOutcome } from '#src/lib/bulk/bulk-run';
import { RunResultsStep, type RunResultsStepProps } from './run-results';

const OUTCOMES = new Map<string, TargetOutcome>([
  ['a', { status: 'done' }],
  ['b', { status: 'failed', reason: 'Service unavailable: try later.', ambiguous: true }],
  ['c', { status: 'skipped', reason: 'Already there.' }],
  ['d', { status: 'done', note: 'Nothing to change.' }],
]);

function renderResults(props: Partial<RunResultsStepProps> = {}) {
  const onRetryFailed = vi.fn();
  render(
    <MemoryRouter>
      <RunResultsStep
        outcomes={OUTCOMES}
        doneVerb="changed"
        countTargets={(count) => `${count} thing${count === 1 ? '' : 's'}`}
        target={(id) => ({ name: `Thing ${id}`, to: `/things/${id}` })}
        lostAnswerNote="It may have been changed all the same."
        retryLabel={(failed) => `Retry failed (${failed})`}
        onRetryFailed={onRetryFailed}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onRetryFailed };
}

describe('RunResultsStep', () => {
  it('counts the outcomes and groups them, failed first, each linking to its target', () => {
    renderResults();

    expect(screen.getByRole('status')).toHaveTextContent('2 things changed, 1 failed, 1 skipped.');
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Failed (1)', 'Changed (2)', 'Skipped (1)']);
    const changed = within(screen.getByRole('heading', { name: 'Changed (2)' }).parentElement!);
    expect(changed.getByRole('link', { name: 'Thing a' })).toHaveAttribute('href', '/things/a');
    expect(changed.getByRole('link', { name: 'Thing d' }).closest('li')).toHaveTextContent(
      'Thing d — Nothing to change.',
    );
  });

  it('says of a failure whose answer was lost that it may have been done all the same', () => {
    renderResults();

    expect(screen.getByRole('link', { name: 'Thing b' }).closest('li')).toHaveTextContent(
      'Thing b — Service unavailable: try later. It may have been changed all the same.',
    );
  });

  it('offers Retry failed only while something failed, before the other actions', async () => {
    const { onRetryFailed } = renderResults({
      actions: (failed) => <button type="button">{`Done (${failed} failed)`}</button>,
    });

    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Retry failed (1)',
      'Done (1 failed)',
    ]);
    await userEvent.setup().click(buttons[0]!);
    expect(onRetryFailed).toHaveBeenCalledOnce();
  });

  it('leaves out the empty groups and Retry failed when nothing failed', () => {
    renderResults({ outcomes: new Map([['a', { status: 'done' }]]) });

    expect(screen.getByRole('status')).toHaveTextContent('1 thing changed, 0 failed, 0 skipped.');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
