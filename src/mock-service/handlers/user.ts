/** GET /user: the signed-in user's profile (platform-sites.md). */
import { http, HttpResponse } from 'msw';
import type { PlatformUser } from '#src/domain/platform-schemas';
import { requireUser } from '#src/mock-service/auth';
import type { MockServiceContext } from '#src/mock-service/context';
import { injectedFailure } from '#src/mock-service/faults';

export function createUserHandlers({ store, faults }: MockServiceContext) {
  return [
    http.get('*/v1/user', ({ request }) => {
      const failure = injectedFailure(faults, 'getUser');
      if (failure) return failure;
      const { profile } = requireUser(request, store);
      const user: PlatformUser = {
        id: profile.id,
        email: profile.email,
        first_name: profile.first_name,
        last_name: profile.last_name,
        phone_number: profile.phone_number,
      };
      return HttpResponse.json(user);
    }),
  ];
}
