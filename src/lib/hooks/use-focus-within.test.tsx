import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useFocusWithin } from '#src/lib/hooks/use-focus-within';

function Rows() {
  const { focused, props } = useFocusWithin();
  return (
    <>
      <p>{focused ? 'rows focused' : 'rows not focused'}</p>
      <div {...props}>
        <a href="#a">First row</a>
        <a href="#b">Second row</a>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

describe('useFocusWithin', () => {
  it('is true while the focus is on anything inside, and false once it leaves', async () => {
    const user = userEvent.setup();
    render(<Rows />);
    expect(screen.getByText('rows not focused')).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('link', { name: 'First row' })).toHaveFocus();
    expect(screen.getByText('rows focused')).toBeInTheDocument();
    // From one element inside to another: still inside.
    await user.tab();
    expect(screen.getByText('rows focused')).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();
    expect(screen.getByText('rows not focused')).toBeInTheDocument();
  });
});
