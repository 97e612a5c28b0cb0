/** GET /accounts: one page of the accounts the signed-in user belongs to (platform-sites.md). */
import { http, HttpResponse } from 'msw';
import type { AccountPage, PlatformAccount } from '#src/domain/platform-schemas';
import { requireUser } from '#src/mock-service/auth';
import type { MockServiceContext } from '#src/mock-service/context';
import { injectedFailure } from '#src/mock-service/faults';
import { pageOf, readPageQuery, requireValidQuery } from '#src/mock-service/pagination';

export function createAccountHandlers({ store, faults }: MockServiceContext) {
  return [
    http.get('*/v1/accounts', ({ request }) => {
      const failure = injectedFailure(faults, 'listAccounts');
      if (failure) return failure;
      const user = requireUser(request, store);
      const url = new URL(request.url);
      const { page, errors } = readPageQuery(url, 'account');
      requireValidQuery(errors);

      const accounts = store
        .accounts()
        .filter((account) => user.accountIds.includes(account.id))
        .map(({ id, name, nickname }): PlatformAccount => ({ id, name, nickname }));
      return HttpResponse.json(pageOf(accounts, page, url) satisfies AccountPage);
    }),
  ];
}
