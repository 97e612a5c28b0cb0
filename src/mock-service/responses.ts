/** Error bodies (spec section 7); guards throw these responses, which msw answers as they are. */
import { HttpResponse } from 'msw';
import type { FieldError } from '#src/domain/schemas';

/** A Bad Request entry as the mock always fills it: every field of spec section 7 present. */
export type ServiceFieldError = Required<FieldError>;

function messageResponse(status: number, message: string): Response {
  return HttpResponse.json({ message }, { status });
}

/** The answer to the mock's own bug. */

export function internalError(): Response {
  return messageResponse(500, 'An unexpected error occurred. Please retry in a few minutes.');
}

export function badRequest(message: string, errors: ServiceFieldError[]): Response {
  return HttpResponse.json({ message, errors }, { status: 400 });
}

export function unauthenticated(): Response {
  // No WWW-Authenticate header: it would make browsers open their own sign-in dialog over the app.
  return messageResponse(401, 'Bad Credentials');
}

export function forbidden(message: string): Response {
  return messageResponse(403, message);
}

export function notFound(message = 'Not Found'): Response {
  return messageResponse(404, message);
}

export function uriTooLong(maxLength: number): Response {
  return messageResponse(414, `The request URL is longer than ${maxLength} characters.`);
}

export function payloadTooLarge(): Response {
  return messageResponse(413, 'The request body is larger than 1 MB.');
}

export function unsupportedMediaType(): Response {
  return messageResponse(
    415,
    'Send the request body as JSON, with Content-Type: application/json.',
  );
}
