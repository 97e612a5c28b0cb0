/** The timed interactions, in the order they run, and what the report shows when one fails. */
import { cadenceChange } from './cadence-change';
import { calendarMonth } from './calendar-month';
import { errorMessage } from './errors';
import { unmeasuredRow, type BenchEnv, type Interaction, type Row } from './figures';
import { keystroke } from './keystroke';
import { listVisible } from './list-visible';

export const DEMO_INTERACTIONS: Interaction[] = [
  listVisible,
  keystroke,
  cadenceChange,
  calendarMonth,
];
/** Live mode differs from demo only in where the API answers: the list's load shows it. */
export const LIVE_INTERACTIONS: Interaction[] = [listVisible];

/** The interaction's figures, or one "n/a" row saying why it could not be measured. */
export async function measureInteraction(interaction: Interaction, env: BenchEnv): Promise<Row[]> {
  try {
    return await interaction.measure(env);
  } catch (error) {
    return [
      unmeasuredRow(
        env.section,
        interaction.figure(env.section),
        typeof interaction.target === 'string'
          ? interaction.target
          : interaction.target(env.section),
        errorMessage(error),
      ),
    ];
  }
}
