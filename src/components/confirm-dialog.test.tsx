import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ onCancel }: { onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Leave</button>
      <ConfirmDialog
        open={open}
        title="Discard unsaved changes?"
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        actions={<button onClick={() => setOpen(false)}>Keep editing</button>}
      >
        They are lost if you leave.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is a named, described dialog only while open', async () => {
    const user = userEvent.setup();
    render(<Harness onCancel={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(dialog).toHaveAccessibleDescription('They are lost if you leave.');

    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('treats Escape (the cancel event) as the safe choice', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<Harness onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Leave' }));

    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);

    expect(onCancel).toHaveBeenCalledTimes(1);
    // The dialog closes because the parent says so, not by itself.
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
