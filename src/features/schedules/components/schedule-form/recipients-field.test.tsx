import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultFormValues, type ScheduleFormValues } from '#src/domain/schedule-form';
import { FormHarness, harnessValues } from '#tests/support/form-test-harness';
import { RecipientsField } from './recipients-field';

function renderRecipients(
  recipients: ScheduleFormValues['recipients'] = [{ name: '', email: '' }],
) {
  const defaults = { ...defaultFormValues({ now: new Date(), timeZone: 'UTC' }), recipients };
  render(
    <FormHarness defaults={defaults}>
      <RecipientsField />
    </FormHarness>,
  );
  return {
    user: userEvent.setup(),
    recipients: () => harnessValues(screen.getByTestId('values')).recipients,
  };
}

function row(number: number) {
  return screen.getByRole('group', { name: `Recipient ${number}` });
}

describe('the recipients field', () => {
  it('starts with one row whose fields are labelled Name (optional) and Email, which cannot be removed', () => {
    renderRecipients();
    expect(within(row(1)).getByLabelText('Name (optional)')).toBeInTheDocument();
    expect(within(row(1)).getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove recipient 1' })).toBeDisabled();
  });

  it('adds a row, focused on its email, with names unique to the row', async () => {
    const { user, recipients } = renderRecipients();

    await user.click(screen.getByRole('button', { name: 'Add recipient' }));

    const email = screen.getByLabelText('Email for recipient 2');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Name for recipient 2 (optional)')).toBeInTheDocument();
    // The first row keeps the plain labels, so "Email" still finds exactly one field.
    expect(screen.getByLabelText('Email')).toBe(
      within(row(1)).getByRole('textbox', { name: 'Email' }),
    );
    expect(recipients()).toHaveLength(2);
  });

  it('removes a row', async () => {
    const { user, recipients } = renderRecipients([
      { name: 'Jane', email: 'jane@example.com' },
      { name: 'Bob', email: 'bob@example.com' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove recipient 1' }));

    expect(recipients()).toEqual([{ name: 'Bob', email: 'bob@example.com' }]);
    expect(screen.getByRole('status')).toHaveTextContent('Removed recipient 1.');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('splits a pasted list into rows, drops duplicates and keeps an invalid entry with its error', async () => {
    const { user, recipients } = renderRecipients([
      { name: '', email: 'bob@y.com' },
      { name: '', email: '' },
    ]);

    await user.click(screen.getByLabelText('Email for recipient 2'));
    await user.paste('Jane Doe <jane@x.com>; BOB@y.com, not-an-address\n"Smith, Ann" <ann@z.org>');

    expect(recipients()).toEqual([
      { name: '', email: 'bob@y.com' },
      { name: 'Jane Doe', email: 'jane@x.com' },
      { name: '', email: 'not-an-address' },
      { name: 'Smith, Ann', email: 'ann@z.org' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Added 3 recipients, removed 1 duplicate.',
    );
    const invalid = screen.getByLabelText('Email for recipient 3');
    expect(invalid).toHaveValue('not-an-address');
    await waitFor(() =>
      expect(invalid).toHaveAccessibleDescription(
        'Enter a valid email address, such as jane@example.com.',
      ),
    );
  });

  it('leaves a single pasted address to the browser', async () => {
    const { user, recipients } = renderRecipients();
    await user.click(screen.getByLabelText('Email'));
    await user.paste('jane@x.com');
    expect(recipients()).toEqual([{ name: '', email: 'jane@x.com' }]);
  });
});

/** Let the validation react-hook-form starts after a row is added or removed finish. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('the recipients field: when a new row is checked', () => {
  it('does not mark a new row invalid before it is left, nor while a valid address is typed', async () => {
    const { user } = renderRecipients([{ name: 'Jane', email: 'jane@example.com' }]);

    await user.click(screen.getByRole('button', { name: 'Add recipient' }));
    await settle();

    const email = screen.getByLabelText('Email for recipient 2');
    expect(email).toHaveFocus();
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.type(email, 'bob@example.com');
    await settle();
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();
  });

  it('marks a new row that is left blank once the user leaves it, and clears it once valid', async () => {
    const { user } = renderRecipients([{ name: 'Jane', email: 'jane@example.com' }]);
    await user.click(screen.getByRole('button', { name: 'Add recipient' }));
    const email = screen.getByLabelText('Email for recipient 2');

    await user.tab();

    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is required.'));
    await user.type(email, 'bob@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
  });

  it('does not mark a blank row when another row is removed', async () => {
    const { user } = renderRecipients([
      { name: 'Jane', email: 'jane@example.com' },
      { name: '', email: 'bob@example.com' },
      { name: '', email: '' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove recipient 1' }));
    await settle();

    expect(screen.getByLabelText('Email for recipient 2')).not.toHaveAttribute('aria-invalid');
  });
});
