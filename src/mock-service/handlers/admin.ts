/**
 * Admin routes of the mock API server, outside /v1 and without authentication (the server
 * listens on 127.0.0.1 only): read and switch the fault settings, restore the seed data.
 * The browser demo does the same through its DemoController instead.
 */
import { http, HttpResponse } from 'msw';
import type { MockServiceContext } from '../context';
import { FaultSettingsSchema } from '../faults';
import { badRequest } from '../responses';
import { fieldError, fieldPath, readJsonObject } from '../validation';

export const FAULTS_ADMIN_PATH = '*/__mock/faults';
export const RESET_ADMIN_PATH = '*/__mock/reset';

export function createAdminHandlers({ store, faults }: MockServiceContext) {
  return [
    http.get(FAULTS_ADMIN_PATH, () => HttpResponse.json(faults.get())),

    http.put(FAULTS_ADMIN_PATH, async ({ request }) => {
      const parsed = FaultSettingsSchema.safeParse(await readJsonObject(request));
      if (!parsed.success) {
        return badRequest(
          'Send fault settings: { "latencyMs": 0, "failures": { "createSchedule": { "status": 503 } } }',
          parsed.error.issues.map((issue) =>
            fieldError(
              fieldPath(issue.path),
              'invalid_value',
              issue.code,
              issue.message,
              'fault_settings',
            ),
          ),
        );
      }
      faults.set(parsed.data);
      return HttpResponse.json(faults.get());
    }),

    http.post(RESET_ADMIN_PATH, () => {
      store.reset();
      return HttpResponse.json({ message: 'Mock data restored to the seed' });
    }),
  ];
}
