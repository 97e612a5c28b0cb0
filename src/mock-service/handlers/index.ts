/**
 * Every handler of the mock, one file per resource. Paths start with `*` so they answer on any
 * origin: the demo page, tests and the mock API server.
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
    // Added latency; answers nothing, so the request moves on.

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
