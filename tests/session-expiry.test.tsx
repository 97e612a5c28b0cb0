/**
 * The whole app, end to end in jsdom: a 401 in the middle of editing sends the user to sign in
 * and, once signed in again, back to the form with what they had typed.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderApp } from '#tests/support/render';

const mockApi = setupMockApi();

describe('when the session expires', () => {
  it('returns to sign-in, then back to the form with the unsaved values', async () => {
    const { user } = renderApp({ route: `/sites/${ACME_SITE_ID}/schedules/new` });
    const title = await screen.findByLabelText('Title', {}, { timeout: 10_000 });
    await user.type(title, 'Quarterly review for the board');
    await user.type(screen.getAllByLabelText('Email')[0]!, 'board@example.com');

    // The password was changed elsewhere: the service now refuses this session.
    mockApi.server.use(
      http.post('*/v1/site_reports/schedules', () =>
        HttpResponse.json({ message: 'Bad Credentials' }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));

    expect(
      await screen.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your session has ended/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/login?returnTo=`);

    mockApi.server.resetHandlers(...mockApi.service().handlers);
    await user.type(screen.getByLabelText(/^Username/), 'demo');
    await user.type(screen.getByLabelText(/^Password/), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const restoredTitle = await screen.findByLabelText('Title', {}, { timeout: 10_000 });
    expect(restoredTitle).toHaveValue('Quarterly review for the board');
    expect(screen.getAllByLabelText('Email')[0]).toHaveValue('board@example.com');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/sites/${ACME_SITE_ID}/schedules/new`,
    );
    expect(within(document.body).queryByText(/Bad Credentials/)).not.toBeInTheDocument();
  });
});
