/**
 * The one hook through which the API client takes answers start-up fetched before it existed
 * (src/startup/README.md). Without an offer (tests, the sign-in check) requests go to `fetch`.
 */
import type { SendRequest } from './off-page-fetch';
import type { OffThreadSchemaName } from './response-check';

export interface EarlyAnswers {
  /** `send`, except that an answer start-up fetched for this very GET is handed over instead. */
  fetch: (input: string, init: RequestInit, send: SendRequest) => Promise<Response>;
  /** The schema a handed-over body was checked against already, off the page: not checked again. */
  checkedAs: (response: Response) => OffThreadSchemaName | undefined;
}

let offered: EarlyAnswers | undefined;

/** Start-up's offer, made once before the app's code is evaluated. */
export function offerEarlyAnswers(answers: EarlyAnswers): void {
  offered = answers;
}

/** The early answers start-up offered, if it did. */
export function offeredEarlyAnswers(): EarlyAnswers | undefined {
  return offered;
}
