import { isAccessProbe } from '#tests/support/access-probe';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatUtcIso, toInstant } from '#src/domain/recurrence';
import type { CreateScheduleRequest } from '#src/domain/schemas';
import { saveDraft } from '#src/lib/forms/draft-store';
import { ACME_SITE_ID, GLOBEX_SITE_ID, setupMockApi, TEMPLATE_IDS } from '#tests/support/mock-api';
import { GLOBEX_ACCOUNT_ID } from '#src/mock-service/directory';
import { type RenderOptions, renderWithApp, routerLocation } from '#tests/support/render';
import CreateSchedulePage from '#src/app/routes/create-schedule';
import { NO_CATALOGUE_NOTE } from '#src/features/schedules/components/schedule-form/sections-field';

const mockApi = setupMockApi();

const SCHEDULES_URL = '*/v1/site_reports/schedules';
const NEW_PATH = `/sites/${ACME_SITE_ID}/schedules/new`;
const LIST_PATH = `/sites/${ACME_SITE_ID}/schedules`;

function renderCreatePage(route = NEW_PATH, options: RenderOptions = {}) {
  return renderWithApp(<CreateSchedulePage />, {
    route,
    path: '/sites/:siteId/schedules/new',
    ...options,
  });
}

/** Records the body of every POST, then lets the mock service answer it. */
function capturePosts(): CreateScheduleRequest[] {
  const bodies: CreateScheduleRequest[] = [];
  mockApi.server.use(
    http.post(SCHEDULES_URL, async ({ request }) => {
      if (await isAccessProbe(request)) return;
      bodies.push((await request.clone().json()) as CreateScheduleRequest);
    }),
  );
  return bodies;
}

/**
 * The next create (not the site-access probe, which the service's own fault injection would
 * also hit) fails with `status`.
 */
function failNextCreate(status: number) {
  let failed = false;
  mockApi.server.use(
    http.post(SCHEDULES_URL, async ({ request }) => {
      if (failed || (await isAccessProbe(request))) return;
      failed = true;
      return HttpResponse.json({ message: 'The service failed' }, { status });
    }),
  );
}

async function findTitleField() {
  return screen.findByLabelText('Title', {}, { timeout: 10_000 });
}

/** Fill in the two fields a new schedule lacks (title, one recipient's email) and send it. */
async function createWithTitle(user: UserEvent, title: string) {
  await user.type(await findTitleField(), title);
  await user.type(screen.getByLabelText('Email'), 'jane@example.com');
  await user.click(screen.getByRole('button', { name: 'Create schedule' }));
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('the create schedule page: creating a schedule', () => {
  it('creates a weekly schedule with the first template and all its sections', async () => {
    const posts = capturePosts();
    const { user } = renderCreatePage();
    expect(screen.getByRole('heading', { name: 'New schedule' })).toBeInTheDocument();

    await user.type(await findTitleField(), 'Weekly traffic for the board');
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveDisplayValue(
      /^Monthly client report/,
    );
    // Section names from the service's catalogue; the request holds the template's names.
    for (const name of ['Cover', 'Summary', 'Usage', 'Traffic sources', 'Page speed']) {
      expect(await screen.findByRole('checkbox', { name })).toBeChecked();
    }
    await user.click(screen.getByRole('checkbox', { name: 'Page speed' }));
    await user.type(screen.getByLabelText('Name (optional)'), 'Jane Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    const date = (screen.getByLabelText('First run date') as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));

    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(posts).toEqual([
      {
        site_id: ACME_SITE_ID,
        title: 'Weekly traffic for the board',
        next_scheduled_date: formatUtcIso(
          toInstant({ date, time: '09:00' }, Intl.DateTimeFormat().resolvedOptions().timeZone),
        ),
        template_uuid: TEMPLATE_IDS.monthlyClientReport,
        frequency: { unit: 'DAYS', value: 7 },
        recipients: [{ name: 'Jane Doe', email: 'jane@example.com' }],
        sections: [{ name: 'cover' }, { name: 'overview' }, { name: 'usage' }, { name: 'traffic' }],
      },
    ]);
    const created = mockApi.service().store.listSchedules(ACME_SITE_ID);
    expect(created.some((schedule) => schedule.title === 'Weekly traffic for the board')).toBe(
      true,
    );
  });

  it('lists what is missing at the top, focused, each a link to its field', async () => {
    const posts = capturePosts();
    const { user } = renderCreatePage();
    await findTitleField();

    await user.click(screen.getByRole('button', { name: 'Create schedule' }));

    const summary = await screen.findByRole('alert', { name: 'Fix these 2 problems to save' });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Title is required.', '#field-title'],
      ['Recipient 1: Email is required.', '#field-recipients.0.email'],
    ]);
    // The errors stay beside their fields too.
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    expect(posts).toHaveLength(0);

    await user.click(within(summary).getByRole('link', { name: /^Recipient 1/ }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('follows the errors as they are fixed, and takes focus again on the next failed submit', async () => {
    const { user } = renderCreatePage();
    await findTitleField();
    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    const summary = await screen.findByRole('alert', { name: 'Fix these 2 problems to save' });

    await user.click(within(summary).getByRole('link', { name: 'Title is required.' }));
    expect(screen.getByLabelText('Title')).toHaveFocus();
    await user.type(screen.getByLabelText('Title'), 'Weekly SEO');
    const shorter = await screen.findByRole('alert', { name: 'Fix this problem to save' });
    expect(within(shorter).getAllByRole('link')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() =>
      expect(
        screen.getByRole('alert', { name: 'Fix this problem to save' }).parentElement,
      ).toHaveFocus(),
    );

    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: /problem/ })).not.toBeInTheDocument(),
    );
  });
});

describe('the create schedule page: when the service refuses', () => {
  it('puts the errors of a 400 on the fields they name and focuses the first', async () => {
    mockApi.server.use(
      http.post(SCHEDULES_URL, () =>
        HttpResponse.json(
          {
            message: 'The schedule is not valid.',
            errors: [
              {
                resource: 'schedule',
                field: 'recipients[0].email',
                type: 'invalid_value',
                message: 'This mailbox does not accept reports',
              },
              {
                resource: 'schedule',
                field: 'title',
                type: 'invalid_value',
                message: 'A schedule with this title already exists.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderCreatePage();
    await createWithTitle(user, 'Weekly traffic snapshot');

    expect(await screen.findByRole('alert')).toHaveTextContent('The schedule is not valid.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'A schedule with this title already exists.',
    );
    // The service's words as sentences, as the form's own are.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'This mailbox does not accept reports.',
    );
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveFocus());
    expect(routerLocation()).toBe(NEW_PATH);
  });
});

describe('the create schedule page: sending once', () => {
  it('sends one request when the button is double-clicked, and is disabled meanwhile', async () => {
    let posts = 0;
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi.server.use(
      http.post(SCHEDULES_URL, async ({ request }) => {
        if (await isAccessProbe(request)) return;
        posts++;
        await answered;
      }),
    );
    const { user } = renderCreatePage();
    await user.type(await findTitleField(), 'Only once');
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    const submit = screen.getByRole('button', { name: 'Create schedule' });

    await user.dblClick(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    // Stricter than a double click: two submits before React can disable anything.
    const form = screen.getByRole('form', { name: 'New schedule' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    answer?.();

    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
    expect(posts).toBe(1);
  });
});

/** Makes the schedule `body` asks for, as the service would, with other recipients if given. */
function storeAsTheServiceWould(
  body: CreateScheduleRequest,
  recipients = body.recipients.map(({ name, email }) => ({ name: name ?? '', email })),
) {
  mockApi.service().store.createSchedule({
    site_id: body.site_id,
    title: body.title,
    next_scheduled_date: body.next_scheduled_date ?? '',
    template_uuid: body.template_uuid ?? TEMPLATE_IDS.monthlyClientReport,
    frequency: body.frequency ?? { unit: 'DAYS', value: 7 },
    recipients,
    sections: body.sections ?? [],
  });
}

describe('the create schedule page: when the answer is lost', () => {
  it('treats a lost answer as success when the schedule is in the list after all', async () => {
    mockApi.server.use(
      http.post(SCHEDULES_URL, async ({ request }) => {
        if (await isAccessProbe(request)) return;
        const body = (await request.json()) as CreateScheduleRequest;
        storeAsTheServiceWould(body);
        return HttpResponse.json({ message: 'Bad gateway' }, { status: 502 });
      }),
    );
    const { user } = renderCreatePage();
    await createWithTitle(user, 'Lost answer');

    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
  });

  it('says so when a lost answer means nothing was created, and lets the user send again', async () => {
    failNextCreate(500);
    const { user } = renderCreatePage();
    await createWithTitle(user, 'Try twice');

    expect(await screen.findByRole('alert')).toHaveTextContent('The schedule was not created');
    expect(screen.getByLabelText('Title')).toHaveValue('Try twice');

    await user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
  });

  it('does not take an older schedule with the same title for one whose answer was lost', async () => {
    mockApi.service().store.createSchedule({
      site_id: ACME_SITE_ID,
      title: 'Same title',
      // Runs at a time the form never defaults to, so its runs differ whatever day this runs on
      // (at 09:00 it would make the same weekly runs as the form's default on some days).
      next_scheduled_date: '2099-01-05T09:17:00Z',
      template_uuid: TEMPLATE_IDS.monthlyClientReport,
      frequency: { unit: 'DAYS', value: 7 },
      recipients: [{ name: '', email: 'jane@example.com' }],
      sections: [],
    });
    failNextCreate(503);
    const { user } = renderCreatePage();
    await createWithTitle(user, 'Same title');

    expect(await screen.findByRole('alert')).toHaveTextContent('The schedule was not created');
    expect(routerLocation()).toBe(NEW_PATH);
  });

  it('does not take a schedule with the same title and first run but other recipients for one whose answer was lost', async () => {
    // Another schedule lands meanwhile, alike but for its recipients; this create is not made.
    mockApi.server.use(
      http.post(SCHEDULES_URL, async ({ request }) => {
        if (await isAccessProbe(request)) return;
        const body = (await request.json()) as CreateScheduleRequest;
        storeAsTheServiceWould(body, [{ name: '', email: 'someone.else@example.com' }]);
        return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
      }),
    );
    const { user } = renderCreatePage();
    await createWithTitle(user, 'Alike but for its recipients');

    expect(await screen.findByRole('alert')).toHaveTextContent('The schedule was not created');
    expect(routerLocation()).toBe(NEW_PATH);
  });
});

describe('the create schedule page: duplicating', () => {
  it('starts a duplicate from the copied schedule, titled "Copy of …"', async () => {
    const source = mockApi
      .service()
      .store.listSchedules(ACME_SITE_ID)
      .find((schedule) => schedule.title === 'Fortnightly plugin and security review');
    renderCreatePage(`${NEW_PATH}?duplicate=${source?.uuid ?? ''}`);

    expect(await findTitleField()).toHaveValue('Copy of Fortnightly plugin and security review');
    expect(screen.getByRole('radio', { name: 'Every two weeks' })).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('priya.raman@acme-marketing.example');
    expect(await screen.findByRole('checkbox', { name: 'Plugin updates' })).toBeChecked();
    // The source has no cover, but every report includes it: the copy has it, fixed.
    expect(screen.getByRole('checkbox', { name: 'Cover' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Cover' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('the create schedule page: the sections catalogue', () => {
  it('lists section names as the service spells them where the catalogue answers 404, and still creates', async () => {
    mockApi.server.use(
      http.get('*/v1/site_reports/sections', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    const posts = capturePosts();
    const { user } = renderCreatePage();
    expect(await screen.findByText(NO_CATALOGUE_NOTE, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'cover' })).toBeChecked();
    await createWithTitle(user, 'Without the catalogue');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.sections?.map(({ name }) => name)).toEqual([
      'cover',
      'overview',
      'usage',
      'traffic',
      'performance',
    ]);
  });
});

describe('the create schedule page: templates of the site’s account', () => {
  it('lists the templates of the site’s own account, asked with its account_id', async () => {
    const asked: (string | null)[] = [];
    mockApi.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/site_reports/templates')) {
        asked.push(url.searchParams.get('account_id'));
      }
    });
    renderCreatePage(`/sites/${GLOBEX_SITE_ID}/schedules/new`);
    const template = await screen.findByRole('combobox', { name: 'Template' }, { timeout: 10_000 });

    expect(asked).toEqual([GLOBEX_ACCOUNT_ID]);
    const offered = within(template)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    const globexTemplates = mockApi
      .service()
      .store.templates(GLOBEX_ACCOUNT_ID)
      .map((each) => each.template_uuid);
    expect(offered).toEqual(globexTemplates);
  });

  it('says why there are no templates where the service does not tell the site’s account, and sends none', async () => {
    mockApi.server.use(
      http.get('*/v1/sites', () => HttpResponse.json({ message: 'Not Found' }, { status: 404 })),
      http.get('*/v1/sites/:siteId', () =>
        HttpResponse.json({ message: 'Not Found' }, { status: 404 }),
      ),
    );
    const posts = capturePosts();
    const { user } = renderCreatePage();

    expect(
      await screen.findByText(
        /does not say which account this site belongs to/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByLabelText('Template UUID')).toHaveValue('');
    await user.click(screen.getByRole('checkbox', { name: 'cover' }));
    await createWithTitle(user, 'Without a template');
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).not.toHaveProperty('template_uuid');
  });
});

describe('the create schedule page: when the service is out of reach', () => {
  it('falls back to a template UUID field when the templates cannot be loaded', async () => {
    mockApi.server.use(
      http.get('*/v1/site_reports/templates', () =>
        HttpResponse.json({ message: 'Upstream failed' }, { status: 502 }),
      ),
    );
    renderCreatePage();

    expect(await screen.findByLabelText('Template UUID', {}, { timeout: 10_000 })).toHaveValue('');
    expect(screen.getByText(/The report templates could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sections' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add a section')).toBeInTheDocument();
  });

  it('disables saving while offline and says why', async () => {
    renderCreatePage();
    await findTitleField();
    act(() => onlineManager.setOnline(false));

    const submit = screen.getByRole('button', { name: 'Create schedule' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription(/You are offline/);
  });
});

const DRAFT_KEY = `create:${ACME_SITE_ID}`;

/** A draft of a new schedule as the form saves it; `overrides` win. */
function draftValues(overrides: Record<string, unknown> = {}) {
  return {
    title: '',
    templateUuid: '',
    sections: ['cover'],
    cadence: 'weekly',
    dayOfMonth: 1,
    firstRunDate: '2099-01-15',
    time: '08:30',
    recipients: [{ name: '', email: '' }],
    ...overrides,
  };
}

/** Today at 14:05 on the user's clock. */
function todayAt1405(): number {
  const at = new Date();
  at.setHours(14, 5, 0, 0);
  return at.getTime();
}

describe('the create schedule page: offering a draft', () => {
  it('says what the draft holds, restores it on request and focuses the first field', async () => {
    saveDraft(
      DRAFT_KEY,
      draftValues({
        title: 'Half-finished',
        templateUuid: TEMPLATE_IDS.executiveSummary,
        cadence: 'monthly',
        dayOfMonth: 15,
        recipients: [{ name: '', email: 'draft@example.com' }],
      }),
      'demo',
      todayAt1405(),
    );
    const { user } = renderCreatePage();
    await findTitleField();
    expect(
      screen.getByRole('region', { name: 'Unsaved draft' }).textContent?.replace(/\s+/g, ' '),
    ).toMatch(
      /^You have an unsaved draft of “Half-finished” from today at 14:05 \(title, template, sections, cadence, .*recipients changed\)\.Restore/,
    );

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Half-finished');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByText('Draft restored.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('draft@example.com');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });

  it('discards an offered draft for good and focuses the first field', async () => {
    saveDraft(
      DRAFT_KEY,
      draftValues({ recipients: [{ name: '', email: 'x@example.com' }] }),
      'demo',
    );
    const { user } = renderCreatePage();
    await findTitleField();
    expect(screen.getByRole('region', { name: 'Unsaved draft' })).toHaveTextContent(
      /an unsaved draft of an untitled schedule from/,
    );

    await user.click(screen.getByRole('button', { name: 'Discard' }));

    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(window.sessionStorage.getItem(`report-scheduler.draft:${DRAFT_KEY}`)).toBeNull();
  });

  it('ignores a damaged draft and restores a valid one without asking with ?restore=1', async () => {
    saveDraft(DRAFT_KEY, { title: 42 }, 'demo');
    const first = renderCreatePage();
    expect(await findTitleField()).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
    first.unmount();

    saveDraft(DRAFT_KEY, draftValues({ title: 'Back again' }), 'demo');
    renderCreatePage(`${NEW_PATH}?restore=1`);
    expect(await findTitleField()).toHaveValue('Back again');
  });
});

describe('the create schedule page: keeping a draft', () => {
  it('keeps the changes when the session expires, and restores them after signing in', async () => {
    const first = renderCreatePage();
    await first.user.type(await findTitleField(), 'Typed before expiry');
    act(() => first.sessionStore.expire());
    first.unmount();

    renderCreatePage();
    expect(await findTitleField()).toHaveValue('Typed before expiry');
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });

  it('saves a draft while typing, and forgets it when the typing is undone', async () => {
    const stored = () => window.sessionStorage.getItem(`report-scheduler.draft:${DRAFT_KEY}`);
    const first = renderCreatePage();
    const title = await findTitleField();
    await first.user.type(title, 'Keep me');
    await waitFor(() => expect(stored()).toContain('Keep me'));

    await first.user.clear(title);
    await waitFor(() => expect(stored()).toBeNull());
    first.unmount();

    renderCreatePage();
    await findTitleField();
    expect(screen.queryByRole('region', { name: 'Unsaved draft' })).not.toBeInTheDocument();
  });
});

describe('the create schedule page: leaving', () => {
  it('asks before Cancel throws away changes', async () => {
    const { user } = renderCreatePage();
    await user.type(await findTitleField(), 'Unsaved');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(routerLocation()).toBe(NEW_PATH);

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }),
    );
    await waitFor(() => expect(routerLocation()).toBe(LIST_PATH));
  });
});

describe('the create schedule page: pressing Create while leaving a field', () => {
  it('holds the field’s check until the press is over, so the button does not move under the pointer', async () => {
    renderCreatePage();
    await findTitleField();
    const email = screen.getByLabelText('Email');
    const submit = screen.getByRole('button', { name: 'Create schedule' });
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    act(() => email.focus());

    // The press takes focus from the field: its message would push the button down.
    fireEvent.pointerDown(submit);
    act(() => email.blur());
    // The check is asynchronous (zod): give it the time it would take.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(email).not.toHaveAccessibleDescription(/valid email address/);

    // Once the press is over, leaving a field checks it again.
    fireEvent.pointerUp(submit);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => email.focus());
    act(() => email.blur());
    await waitFor(() => expect(email).toHaveAccessibleDescription(/valid email address/));
  });
});
