import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider, useLeaveGuard } from '#src/lib/forms/leave-guard';
import { useUnsavedChanges } from '#src/lib/forms/use-unsaved-changes';

function Guarded({ dirty }: { dirty: boolean }) {
  const unsaved = useUnsavedChanges(dirty);
  return (
    <>
      <button type="button" onClick={() => unsaved.leave('/elsewhere')}>
        Leave
      </button>
      {unsaved.confirmOpen ? (
        <div role="dialog" aria-label="Discard unsaved changes?">
          <button type="button" onClick={unsaved.keepEditing}>
            Keep editing
          </button>
          <button type="button" onClick={unsaved.discard}>
            Discard
          </button>
        </div>
      ) : null}
    </>
  );
}

/** A way out that is not the form's own, as the header's links are. */
function ElsewhereInTheApp() {
  const leaveGuard = useLeaveGuard();
  const [signedOut, setSignedOut] = useState(false);
  return (
    <>
      <button type="button" onClick={() => leaveGuard.ask(() => setSignedOut(true))}>
        Sign out
      </button>
      {signedOut ? <p>Signed out</p> : null}
    </>
  );
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderGuarded(dirty: boolean) {
  render(
    <LeaveGuardProvider>
      <MemoryRouter initialEntries={['/form']}>
        <ElsewhereInTheApp />
        <Routes>
          <Route path="/form" element={<Guarded dirty={dirty} />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </LeaveGuardProvider>,
  );
  return userEvent.setup();
}

function beforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

/** A stand-in for the Navigation API, which jsdom lacks. */
function installNavigation() {
  const navigation = Object.assign(new EventTarget(), { traverseTo: vi.fn() });
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  return navigation;
}

function traverse(navigation: EventTarget, key: string): Event {
  const event = Object.assign(new Event('navigate', { cancelable: true }), {
    navigationType: 'traverse',
    destination: { key },
  });
  act(() => {
    navigation.dispatchEvent(event);
  });
  return event;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'navigation');
});

describe('useUnsavedChanges', () => {
  it('asks before the tab closes only while there are changes', () => {
    renderGuarded(true);
    expect(beforeUnload().defaultPrevented).toBe(true);
  });

  it('lets a clean form close without asking', () => {
    renderGuarded(false);
    expect(beforeUnload().defaultPrevented).toBe(false);
  });

  it('asks before leaving through the app, and stays on Keep editing', async () => {
    const user = renderGuarded(true);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/form');

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere');
  });

  it('leaves at once when nothing changed', async () => {
    const user = renderGuarded(false);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/elsewhere');
  });

  it('asks through the same dialog when the app is left another way, and goes on Discard', async () => {
    const user = renderGuarded(true);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByText('Signed out')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('lets the app be left another way at once when nothing changed', async () => {
    const user = renderGuarded(false);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('holds back and forward where the Navigation API exists, and repeats them on Discard', async () => {
    const navigation = installNavigation();
    const user = renderGuarded(true);

    const event = traverse(navigation, 'entry-3');
    expect(event.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Discard' }));

    expect(navigation.traverseTo).toHaveBeenCalledWith('entry-3');
    // The repeated traversal is not held back again.
    expect(traverse(navigation, 'entry-3').defaultPrevented).toBe(false);
  });
});
