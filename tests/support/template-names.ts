/**
 * The templates a schedule table's rows name. Beside the Recent runs column, a row names its
 * template under its title while pointed at (generated text from `data-template`); where the
 * reports cannot be read, in the Template column. Tests wait for either.
 */
import { waitFor, within } from '@testing-library/react';

/** Whether `row` names `template`, under its title or in its Template cell. */
export function namesTemplate(row: HTMLElement, template: string): boolean {
  return (
    row.querySelector('[data-template]')?.getAttribute('data-template') === template ||
    within(row).queryAllByText(template, { exact: true }).length > 0
  );
}

/** Waits until a row of `table` names `template` (the site's account is known from then on). */
export async function findRowsNamingTemplate(
  table: HTMLElement,
  template = 'Monthly client report',
  { timeout = 10_000 }: { timeout?: number } = {},
): Promise<void> {
  await waitFor(
    () => {
      const rows = within(table).getAllByRole('row').slice(1);
      if (!rows.some((row) => namesTemplate(row, template))) {
        throw new Error(`No row names the template ${template} yet`);
      }
    },
    { timeout },
  );
}
