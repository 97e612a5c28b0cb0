/**
 * Answers lost on the way back from the mock service: it makes the change, and the test's
 * gateway answers 503 in its place, as a proxy that drops a response does. What the app then
 * sends again (or not) is what "never twice" tests assert on.
 */
import { http, HttpResponse } from 'msw';
import { CreateScheduleRequestSchema, type CreateScheduleRequest } from '#src/domain/schemas';
import type { MockApi } from './mock-api';

const SCHEDULES_URL = '*/v1/site_reports/schedules';

/** The service makes the first schedule created and its answer is lost; every create, in order. */
export function loseFirstCreateAnswer(mockApi: MockApi): CreateScheduleRequest[] {
  const creates: CreateScheduleRequest[] = [];
  mockApi.server.use(
    http.post(SCHEDULES_URL, async ({ request }) => {
      const parsed = CreateScheduleRequestSchema.safeParse(await request.clone().json());
      // The page's access probe, a create the service turns away, goes through.
      if (!parsed.success) return undefined;
      const body = parsed.data;
      creates.push(body);
      if (creates.length > 1) return undefined;
      mockApi.service().store.createSchedule({
        site_id: body.site_id,
        title: body.title,
        next_scheduled_date: body.next_scheduled_date ?? '',
        template_uuid: body.template_uuid ?? '',
        frequency: body.frequency ?? { unit: 'DAYS', value: 7 },
        recipients: body.recipients.map(({ name, email }) => ({ name: name ?? '', email })),
        sections: body.sections ?? [],
      });
      return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
    }),
  );
  return creates;
}

/** The service deletes the first schedule asked for and its answer is lost; every DELETE's uuid. */
export function loseFirstDeleteAnswer(mockApi: MockApi): string[] {
  const deletes: string[] = [];
  mockApi.server.use(
    http.delete(`${SCHEDULES_URL}/:uuid`, ({ params }) => {
      deletes.push(String(params.uuid));
      if (deletes.length > 1) return undefined;
      mockApi.service().store.deleteSchedule(String(params.uuid));
      return HttpResponse.json({ message: 'Service unavailable' }, { status: 503 });
    }),
  );
  return deletes;
}
