import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useMenuButton } from './menu-button';

function Menu({ item, onChoose }: { item?: string; onChoose: (focused: Element | null) => void }) {
  const { open, menuId, rootRef, buttonProps } = useMenuButton(item);
  return (
    <>
      <div ref={rootRef}>
        <button type="button" {...buttonProps}>
          Options
        </button>
        {open ? (
          <ul id={menuId}>
            <li>
              <button type="button" onClick={() => onChoose(document.activeElement)}>
                Rename
              </button>
            </li>
          </ul>
        ) : null}
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('useMenuButton', () => {
  it('opens, and closes with Escape, focus back on its button', async () => {
    const user = userEvent.setup();
    render(<Menu onChoose={() => {}} />);
    const button = screen.getByRole('button', { name: 'Options' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toBeVisible();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
  });

  it('closes when an action is chosen, focus on its button before the action runs', async () => {
    const user = userEvent.setup();
    let focusedAtAction: Element | null = null;
    render(<Menu onChoose={(focused) => (focusedAtAction = focused)} />);
    const button = screen.getByRole('button', { name: 'Options' });

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(focusedAtAction).toBe(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a click or focus goes elsewhere', async () => {
    const user = userEvent.setup();
    render(<Menu onChoose={() => {}} />);
    const button = screen.getByRole('button', { name: 'Options' });

    await user.click(button);
    await user.click(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('is closed when handed another item', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Menu item="a" onChoose={() => {}} />);
    const button = screen.getByRole('button', { name: 'Options' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    rerender(<Menu item="b" onChoose={() => {}} />);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
