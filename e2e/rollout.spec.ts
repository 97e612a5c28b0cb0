import { expect, test } from '@playwright/test';
import { seriousAxeViolations, signIn } from './fixtures';
import { expectOneCopyEach, openAndChoose } from './rollout';

test('rolls a schedule out to three sites without reports, one needing its account’s template', async ({
  page,
}) => {
  await signIn(page);
  await openAndChoose(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create on 3 sites' }).click();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expect(page.getByText('3 sites created, 0 failed, 0 skipped.')).toBeVisible();
  await expectOneCopyEach(page);
});
