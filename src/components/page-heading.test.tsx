/**
 * The page heading takes focus when a page is reached, but not from a control the user went to
 * while the page's code was still on its way.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeading } from './page-heading';

/** A page whose code comes in when the test says so, as a page chunk on a slow network does. */
function latePage() {
  let arrive = () => {};
  const Page = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <PageHeading>Sites</PageHeading> });
      }),
  );
  return { Page, arrive: () => act(() => arrive()) };
}

/** The app's shape: a header that stays, and the page in a boundary of its own. */
function App({ Page }: { Page: React.ComponentType }) {
  return (
    <>
      <header>
        <Link to="/sites">Home</Link>
        <button type="button">Account</button>
      </header>
      <Routes>
        <Route path="/" element={<p>Start</p>} />
        <Route
          path="/sites"
          element={
            <Suspense fallback={<p>Loading…</p>}>
              <Page />
            </Suspense>
          }
        />
      </Routes>
    </>
  );
}

function renderApp() {
  const late = latePage();
  render(
    <MemoryRouter>
      <App Page={late.Page} />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), arrive: late.arrive };
}

describe('PageHeading', () => {
  it('takes focus when its page comes in after the link that led there was used', async () => {
    const { user, arrive } = renderApp();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await arrive();

    const heading = await screen.findByRole('heading', { name: 'Sites' });
    // The app's first heading takes focus a frame after it is painted (page-heading.tsx).
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus where the user moved it while the page was loading', async () => {
    const { user, arrive } = renderApp();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('button', { name: 'Account' }));
    await arrive();

    await screen.findByRole('heading', { name: 'Sites' });
    // Past the frame in which the app's first heading would take focus.
    await act(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });
});
