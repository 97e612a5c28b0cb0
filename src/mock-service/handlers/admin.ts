/**
 * The mock API server's admin routes (MOCK_ADMIN=1): fault settings and reset. They answer only
 * at the exact raw root paths, before URL normalisation (never `/v1/../__mock/reset`), so a proxy
 * forwarding /v1 cannot reach them; hence not msw handlers, which match normalised URLs.
 */

import { HttpResponse } from 'msw';
import { FaultSettingsSchema } from '#src/lib/demo/demo-faults';
import type { MockServiceContext } from '#src/mock-service/context';
import { badRequest, notFound } from '#src/mock-service/responses';
import { fieldError, fieldPath, readJsonObject } from '#src/mock-service/validation';

const FAULTS_ADMIN_PATH = '/__mock/faults';
const RESET_ADMIN_PATH = '/__mock/reset';

export type AdminPath = typeof FAULTS_ADMIN_PATH | typeof RESET_ADMIN_PATH;

/** The admin route a raw request target (`/__mock/faults?x`) names exactly, if any. */
export function adminPathOf(requestTarget: string): AdminPath | undefined {
  const rawPath = requestTarget.split('?')[0];
  return rawPath === FAULTS_ADMIN_PATH || rawPath === RESET_ADMIN_PATH ? rawPath : undefined;
}

/** The answer of the admin route `path` to `request`; 404 for a method it does not take. */
export async function answerAdminRequest(
  path: AdminPath,
  request: Request,
  { store, faults }: MockServiceContext,
): Promise<Response> {
  switch (`${request.method} ${path}`) {
    case `GET ${FAULTS_ADMIN_PATH}`:
      return HttpResponse.json(faults.get());
    case `PUT ${FAULTS_ADMIN_PATH}`:
      return setFaults(request, faults);
    case `POST ${RESET_ADMIN_PATH}`:
      store.reset();
      return HttpResponse.json({ message: 'Mock data restored to the seed' });
    default:
      return notFound();
  }
}

async function setFaults(
  request: Request,
  faults: MockServiceContext['faults'],
): Promise<Response> {
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
}
