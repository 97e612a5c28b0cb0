import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#tests/support/render';
import { useTemplateAccount } from '#src/lib/session/account-id';
import { AccountIdSetting } from './account-id-setting';

function AccountIdInUse() {
  return <span aria-label="Account in use">{useTemplateAccount().accountId ?? 'none'}</span>;
}

function Page() {
  return (
    <>
      <AccountIdSetting />
      <AccountIdInUse />
    </>
  );
}

describe('Account ID setting', () => {
  it("uses the deployment's account until the user sets their own, and back when cleared", async () => {
    const { user } = renderWithApp(<Page />, { config: { accountId: 'wpe-default' } });
    const inUse = screen.getByLabelText('Account in use');
    expect(inUse).toHaveTextContent('wpe-default');

    await user.type(screen.getByLabelText('Account ID (optional)'), 'my-account');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(inUse).toHaveTextContent('my-account');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Templates will be listed for account my-account.',
    );
    expect(window.localStorage.getItem('report-scheduler.account-id')).toBe('my-account');

    await user.clear(screen.getByLabelText('Account ID (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(inUse).toHaveTextContent('wpe-default');
  });
});
