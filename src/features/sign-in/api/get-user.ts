/** GET /user: who the credentials belong to (sign-in's check, and the greeting). */
import { PlatformUserSchema, type PlatformUser } from '#src/domain/platform-schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import type { Credentials } from '#src/lib/http/basic-auth';

export function getUser(
  api: ApiClient,
  { signal, credentials }: { signal?: AbortSignal; credentials?: Credentials | undefined } = {},
): Promise<PlatformUser> {
  return api.request({
    method: 'GET',
    path: '/user',
    schema: PlatformUserSchema,
    signal,
    credentials,
  });
}
