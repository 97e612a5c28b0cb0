import type { ReactNode } from 'react';
import { formatCount } from '#src/domain/format';
import type { RowSelectionState, SelectionDropped } from '#src/lib/selection/use-row-selection';
import { Button } from '#src/components/button';

/** Why rows left the selection, in a sentence: "2 selected schedules are now hidden by …". */
function droppedSentence(dropped: SelectionDropped, noun: (count: number) => string) {
  const parts: string[] = [];
  if (dropped.hidden > 0) {
    parts.push(
      `${noun(dropped.hidden)} you had selected ${dropped.hidden === 1 ? 'is' : 'are'} hidden by the search or filters`,
    );
  }
  if (dropped.gone > 0) {
    parts.push(
      `${noun(dropped.gone)} you had selected ${dropped.gone === 1 ? 'was' : 'were'} deleted`,
    );
  }
  return `${parts.join(', and ')}, so ${dropped.hidden + dropped.gone === 1 ? 'it is' : 'they are'} no longer selected.`;
}

/**
 * What is selected, below the rows and held at the bottom of the window while they scroll (so
 * ticking a row moves no row under the pointer): the count, "Select all N matching", Clear, and
 * the list's actions on the selection. A live region says each change, bar shown or not.
 */
export function SelectionBar({
  selection,
  noun,
  children,
}: {
  selection: Pick<
    RowSelectionState<unknown>,
    'selected' | 'matchingCount' | 'dropped' | 'selectAllMatching' | 'clear' | 'dismissDropped'
  >;
  /** '3 schedules'. */
  noun: (count: number) => string;
  /** The actions on the selection. */
  children: ReactNode;
}) {
  const { dropped, matchingCount } = selection;
  const count = selection.selected.length;
  const droppedText = dropped ? droppedSentence(dropped, noun) : '';
  const announcement = [count > 0 ? `${formatCount(count)} selected.` : '', droppedText]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <p role="status" className="data-hidden">
        {announcement}
      </p>
      {count > 0 || dropped ? (
        <section className="data-selection" aria-label="Selection">
          {dropped ? (
            <p className="data-selection__note">
              {droppedText}{' '}
              <button type="button" className="data-button" onClick={selection.dismissDropped}>
                OK
              </button>
            </p>
          ) : null}
          {count > 0 ? (
            <div className="data-selection__row">
              <p className="data-selection__count">{formatCount(count)} selected</p>
              {count < matchingCount ? (
                <Button size="small" onClick={selection.selectAllMatching}>
                  {`Select all ${formatCount(matchingCount)} matching`}
                </Button>
              ) : null}
              <Button size="small" onClick={selection.clear}>
                Clear selection
              </Button>
              <div className="data-selection__actions">{children}</div>
            </div>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
