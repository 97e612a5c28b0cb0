/** GET /accounts, every page in one query: an agency has a handful. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AccountPageSchema,
  PAGE_LIMIT_MAX,
  type PlatformAccount,
} from '#src/domain/platform-schemas';
import type { ApiClient } from '#src/lib/http/api-client';
import { useApiClient } from '#src/lib/http/api-client-context';
import { pageAfter, pageRead, type PageRequest } from './platform-pages';

/** At most this many pages (10,000 accounts): a `next` that never ends must not hang the page. */
const MAX_ACCOUNT_PAGES = 100;

async function readAllAccounts(api: ApiClient, signal: AbortSignal): Promise<PlatformAccount[]> {
  const accounts: PlatformAccount[] = [];
  let page: PageRequest | null = { offset: 0, limit: PAGE_LIMIT_MAX };
  for (let read = 0; page && read < MAX_ACCOUNT_PAGES; read++) {
    const answer = await api.request(pageRead('/accounts', AccountPageSchema, page, signal));
    accounts.push(...answer.results);
    page = pageAfter(answer, page);
  }
  return accounts;
}

const accountQueries = {
  all: (api: ApiClient) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps -- one client per session: below
    queryOptions({
      // The client is not in the key: one per session, and the cache is cleared at sign-out.
      queryKey: ['accounts', 'all'] as const,
      queryFn: ({ signal }) => readAllAccounts(api, signal),
      staleTime: 10 * 60_000,
    }),
};

/** The account names by id: undefined while loading, empty where the deployment has none. */
export function useAccountNames(): ReadonlyMap<string, string> | undefined {
  const api = useApiClient();
  const { data, isError } = useQuery({ ...accountQueries.all(api), select: accountNamesById });
  return data ?? (isError ? NO_NAMES : undefined);
}

const NO_NAMES: ReadonlyMap<string, string> = new Map();

function accountNamesById(accounts: readonly PlatformAccount[]): ReadonlyMap<string, string> {
  return new Map(accounts.map((account) => [account.id.toLowerCase(), accountLabel(account)]));
}

/** What an account is called: its nickname (what the portal shows), else its name. */
function accountLabel(account: PlatformAccount): string {
  return account.nickname?.trim() || account.name;
}
