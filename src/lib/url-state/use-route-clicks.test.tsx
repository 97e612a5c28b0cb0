import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_ATTRIBUTE, useRouteClicks } from '#src/lib/url-state/use-route-clicks';

function Links() {
  const ref = useRouteClicks<HTMLDivElement>();
  return (
    <div ref={ref}>
      <a href="#edit" {...{ [ROUTE_ATTRIBUTE]: '/edit' }}>
        <span>Edit</span>
      </a>
      <a href="#new-tab" target="_blank" {...{ [ROUTE_ATTRIBUTE]: '/new-tab' }}>
        New tab
      </a>
      <a href="#elsewhere">Unmarked</a>
    </div>
  );
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderLinks() {
  render(
    <MemoryRouter initialEntries={['/list']}>
      <Links />
      <Where />
    </MemoryRouter>,
  );
}

/** Clicks `name`'s link and says whether the browser was left to follow it. */
function click(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByRole('link', { name }), init);
}

describe('useRouteClicks', () => {
  it('navigates inside the app on a plain click on a marked link, or on what it holds', () => {
    renderLinks();
    fireEvent.click(screen.getByText('Edit'));
    expect(screen.getByTestId('where')).toHaveTextContent('/edit');
  });

  it('leaves clicks that open a new tab or window to the browser', () => {
    renderLinks();
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      expect(click('Edit', { [modifier]: true })).toBe(true);
    }
    expect(click('Edit', { button: 1 })).toBe(true);
    expect(click('New tab')).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/list');
  });

  it('routes the links of an element drawn after the component, as a list drawn once its data came', () => {
    function LaterLinks() {
      const ref = useRouteClicks<HTMLDivElement>();
      const [shown, setShown] = useState(false);
      if (!shown) {
        return (
          <button type="button" onClick={() => setShown(true)}>
            Show
          </button>
        );
      }
      return (
        <div ref={ref}>
          <a href="#edit" {...{ [ROUTE_ATTRIBUTE]: '/edit' }}>
            Edit
          </a>
        </div>
      );
    }
    render(
      <MemoryRouter initialEntries={['/list']}>
        <LaterLinks />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(click('Edit')).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent('/edit');
  });

  it('leaves links it was not asked to route to the browser', () => {
    renderLinks();
    expect(click('Unmarked')).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/list');
  });
});
