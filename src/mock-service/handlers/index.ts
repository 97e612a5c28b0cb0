/**
 * Every handler of the mock service, for any origin: the paths start with `*` so the same
 * handlers answer `/v1` on the demo page, `http://mock.test/v1` in tests and the mock API
 * server. One file per resource: the platform's user, accounts and sites, and the Report
 * Schedule Service's schedules, templates, sections catalogue and generated reports (with the reports' PDFs, under
 * /mock-reports rather than /v1: a download link, not an API call).
 */
import { http, type HttpHandler } from 'msw';
import type { MockServiceContext } from '#src/mock-service/context';
import { notFound } from '#src/mock-service/responses';
import { createAccountHandlers } from './accounts';
import { createReportHandlers } from './reports';
import { createScheduleHandlers } from './schedules';
import { createSectionHandlers } from './sections';
import { createSiteHandlers } from './sites';
import { createTemplateHandlers } from './templates';
import { createUserHandlers } from './user';

export type { MockServiceContext } from '#src/mock-service/context';

const API_PATHS = ['*/v1', '*/v1/*'];

export function createHandlers(context: MockServiceContext): HttpHandler[] {
  return [
    // Added latency for every /v1 request; answers nothing, so the request moves on.
    ...API_PATHS.map((path) =>
      http.all(path, async () => {
        const { latencyMs } = context.faults.get();
        if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      }),
    ),
    ...createUserHandlers(context),
    ...createAccountHandlers(context),
    ...createSiteHandlers(context),
    ...createScheduleHandlers(context),
    ...createTemplateHandlers(context),
    ...createSectionHandlers(context),
    ...createReportHandlers(context),
    // Anything else under /v1, including other methods on known paths.
    ...API_PATHS.map((path) => http.all(path, () => notFound())),
  ];
}
