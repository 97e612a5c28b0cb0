/** The JavaScript size budgets of the build (scripts/check-budgets.ts), printed as they come. */
import { computeBundleBudgets, formatBudgetTable, type BundleReport } from '#scripts/check-budgets';
import { errorMessage } from './errors';
import { DIST_DIR, ROOT } from './settings';

/** The budgets, or why they could not be measured: the report says so instead of failing. */
export async function measureBundleSizes(): Promise<
  { budgets: BundleReport; budgetError: null } | { budgets: null; budgetError: string }
> {
  try {
    const budgets = await computeBundleBudgets({ root: ROOT, distDir: DIST_DIR });
    console.log(formatBudgetTable(budgets));
    return { budgets, budgetError: null };
  } catch (error) {
    const budgetError = errorMessage(error);
    console.log(`  not measured: ${budgetError}`);
    return { budgets: null, budgetError };
  }
}
