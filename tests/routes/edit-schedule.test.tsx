import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UpdateScheduleRequest } from '#src/domain/schemas';
import { ACME_SITE_ID, setupMockApi } from '#tests/support/mock-api';
import { renderWithApp } from '#tests/support/render';
import EditSchedulePage from '#src/app/routes/edit-schedule';

const mockApi = setupMockApi();

const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;

function acmeSchedule(title: string) {
  const schedule = mockApi
    .service()
    .store.listSchedules(ACME_SITE_ID)
    .find((candidate) => candidate.title === title);
  if (!schedule) throw new Error(`No seeded schedule "${title}"`);
  return schedule;
}

function renderEditPage(scheduleId: string) {
  return renderWithApp(<EditSchedulePage />, {
    route: `${LIST_PATH}/${scheduleId}/edit`,
    path: '/sites/:siteId/schedules/:scheduleId/edit',
  });
}

/** Records the body of every PATCH, then lets the mock service answer it. */
function capturePatches(): UpdateScheduleRequest[] {
  const bodies: UpdateScheduleRequest[] = [];
  mockApi.server.use(
    http.patch('*/v1/site_reports/schedules/:scheduleId', async ({ request }) => {
      bodies.push((await request.clone().json()) as UpdateScheduleRequest);
    }),
  );
  return bodies;
}

function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

describe('the edit schedule page', () => {
  it('fills the form from the list and sends only the changed title', async () => {
    const schedule = acmeSchedule('Mid-month performance report');
    const patches = capturePatches();
    const { user } = renderEditPage(schedule.uuid);

    const title = await screen.findByLabelText('Title', {}, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: 'Edit schedule' })).toBeInTheDocument();
    expect(title).toHaveValue('Mid-month performance report');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByLabelText('Day of month')).toHaveValue(15);

    await user.clear(title);
    await user.type(title, 'Mid-month performance (renamed)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(location()).toBe(LIST_PATH));
    expect(patches).toEqual([{ title: 'Mid-month performance (renamed)' }]);
    expect(mockApi.service().store.schedule(schedule.uuid)?.title).toBe(
      'Mid-month performance (renamed)',
    );
  });

  it('sends the whole frequency and the moved first run when the day changes', async () => {
    const schedule = acmeSchedule('Mid-month performance report');
    const patches = capturePatches();
    const { user } = renderEditPage(schedule.uuid);

    const day = await screen.findByLabelText('Day of month', {}, { timeout: 10_000 });
    await user.clear(day);
    await user.type(day, '31');
    expect(
      screen.getByText('In months without a 31st, the report runs on the last day of the month'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(location()).toBe(LIST_PATH));
    expect(patches).toHaveLength(1);
    expect(Object.keys(patches[0] ?? {}).sort()).toEqual(['frequency', 'next_scheduled_date']);
    expect(patches[0]?.frequency).toEqual({ unit: 'MONTHLY', value: 31 });
  });

  it('says there is nothing to save when nothing changed, without a request', async () => {
    const patches = capturePatches();
    const { user } = renderEditPage(acmeSchedule('Weekly traffic snapshot').uuid);
    await screen.findByLabelText('Title', {}, { timeout: 10_000 });

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('No changes to save.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
  });

  it('shows the service’s field errors on the fields', async () => {
    mockApi.server.use(
      http.patch('*/v1/site_reports/schedules/:scheduleId', () =>
        HttpResponse.json(
          {
            message: 'The changes are not valid.',
            errors: [
              {
                resource: 'schedule',
                field: 'recipients.1.email',
                message: 'This address bounced',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderEditPage(acmeSchedule('Weekly traffic snapshot').uuid);
    const title = await screen.findByLabelText('Title', {}, { timeout: 10_000 });
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const second = await screen.findByLabelText('Email for recipient 2');
    await waitFor(() => expect(second).toHaveAccessibleDescription('This address bounced'));
    expect(second).toHaveFocus();
  });

  it('lists a recipient row’s error at the top, linked to that row’s field', async () => {
    const patches = capturePatches();
    const { user } = renderEditPage(acmeSchedule('Weekly traffic snapshot').uuid);
    const second = await screen.findByLabelText('Email for recipient 2', {}, { timeout: 10_000 });
    await user.clear(second);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const summary = await screen.findByRole('alert', { name: 'Fix this problem to save' });
    const link = within(summary).getByRole('link', { name: 'Recipient 2: Email is required' });
    expect(link).toHaveAttribute('href', '#field-recipients.1.email');
    expect(second).toHaveAttribute('id', 'field-recipients.1.email');
    await user.click(link);
    expect(second).toHaveFocus();
    expect(patches).toHaveLength(0);
  });

  it('says so when the schedule is not in the list', async () => {
    renderEditPage('00000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByText(
        'This schedule does not exist or is no longer active.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
