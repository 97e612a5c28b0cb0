/** The timed interactions, in the order they run, and what the report shows when one fails. */
import type { Browser } from '@playwright/test';
import { cadenceChange } from './cadence-change';
import { calendarMonth } from './calendar-month';
import { errorMessage } from './errors';
import type { Interaction, Row } from './figures';
import { keystroke } from './keystroke';
import { listVisible } from './list-visible';

export const INTERACTIONS: Interaction[] = [listVisible, keystroke, cadenceChange, calendarMonth];

/** The interaction's figures, or one "n/a" row saying why it could not be measured. */
export async function measureInteraction(
  interaction: Interaction,
  browser: Browser,
  baseUrl: string,
): Promise<Row[]> {
  try {
    return await interaction.measure(browser, baseUrl);
  } catch (error) {
    return [
      {
        section: 'Interaction',
        figure: interaction.figure,
        value: '—',
        target: interaction.target,
        status: 'n/a',
        detail: errorMessage(error),
      },
    ];
  }
}
