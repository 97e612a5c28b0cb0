/** One recipient changed across many schedules, alike in the review and the retry's re-check. */
import { asSentence } from './format';
import { recipientKey } from './recipients';
import {
  EmailSchema,
  RECIPIENTS_MAX,
  RecipientNameSchema,
  type Recipient,
  type RecipientInput,
  type Schedule,
} from './schemas';

/** What to do where `email` is a recipient; 'add-to-every' adds `recipient` to every schedule. */
export type BulkAction =
  | { kind: 'replace'; email: string; recipient: RecipientInput }
  | { kind: 'remove'; email: string }
  | { kind: 'add'; email: string; recipient: RecipientInput }
  | { kind: 'add-to-every'; recipient: RecipientInput };

/** A schedule's new recipients (the PATCH body's `recipients`), or why it is left alone. */
export type PlannedChange =
  { kind: 'change'; recipients: RecipientInput[] } | { kind: 'skip'; reason: string };

export const ONLY_RECIPIENT_REASON =
  "It is this schedule's only recipient; a schedule needs at least one.";
export const ALREADY_RECIPIENT_REASON = 'Already a recipient';
export const FULL_REASON = `It already has ${RECIPIENTS_MAX} recipients, the most a schedule can have.`;
export const NOTHING_TO_CHANGE_REASON = 'It already has this recipient with this name.';
export const NOT_LISTED_REASON = "It is no longer in this site's list of schedules.";

/** Why a schedule that no longer has the address is left alone. */
export function goneReason(email: string): string {
  return `${email.trim()} is no longer one of its recipients.`;
}

function hasAddress(recipients: readonly Recipient[], email: string): boolean {
  const key = recipientKey(email);
  return recipients.some((recipient) => recipientKey(recipient.email) === key);
}

/** A recipient as a request sends it: an empty name is left out, as the schedule form does. */
function asInput({ name, email }: Recipient): RecipientInput {
  return name ? { name, email } : { email };
}

/** Whether two lists would send the same recipients, names compared as the service keeps them. */
function sameRecipients(a: readonly RecipientInput[], b: readonly RecipientInput[]): boolean {
  const text = (list: readonly RecipientInput[]) =>
    JSON.stringify(list.map(({ name, email }) => [name?.trim() ?? '', email.trim()]));
  return text(a) === text(b);
}

/** The schedules with `email` among their recipients, in list order, compared by `recipientKey`. */
export function findSchedulesWith(schedules: readonly Schedule[], email: string): Schedule[] {
  return schedules.filter((schedule) => hasAddress(schedule.recipients, email));
}

/** The address's entries (any case) give way to `recipient`, once, where the first one was. */
function replaced(recipients: readonly Recipient[], email: string, recipient: RecipientInput) {
  const key = recipientKey(email);
  // The new address already there (another entry): dropping the old one is all, no duplicate.
  const keepsNew = key !== recipientKey(recipient.email) && hasAddress(recipients, recipient.email);
  const result: RecipientInput[] = [];
  let placed = keepsNew;
  for (const current of recipients) {
    if (recipientKey(current.email) !== key) result.push(asInput(current));
    else if (!placed) {
      result.push(recipient);
      placed = true;
    }
  }
  return result;
}

/** What `action` makes of one schedule's recipients; removing the only one is a skip. */
export function planChange(recipients: readonly Recipient[], action: BulkAction): PlannedChange {
  if (
    (action.kind === 'add' || action.kind === 'add-to-every') &&
    hasAddress(recipients, action.recipient.email)
  ) {
    return { kind: 'skip', reason: ALREADY_RECIPIENT_REASON };
  }
  if (action.kind === 'add-to-every') {
    if (recipients.length >= RECIPIENTS_MAX) return { kind: 'skip', reason: FULL_REASON };
    return { kind: 'change', recipients: [...recipients.map(asInput), action.recipient] };
  }
  if (!hasAddress(recipients, action.email)) {
    return { kind: 'skip', reason: goneReason(action.email) };
  }
  switch (action.kind) {
    case 'add':
      if (recipients.length >= RECIPIENTS_MAX) return { kind: 'skip', reason: FULL_REASON };
      return { kind: 'change', recipients: [...recipients.map(asInput), action.recipient] };
    case 'remove': {
      const key = recipientKey(action.email);
      const rest = recipients.filter((recipient) => recipientKey(recipient.email) !== key);
      if (rest.length === 0) return { kind: 'skip', reason: ONLY_RECIPIENT_REASON };
      return { kind: 'change', recipients: rest.map(asInput) };
    }
    case 'replace': {
      const next = replaced(recipients, action.email, action.recipient);
      if (sameRecipients(next, recipients.map(asInput))) {
        return { kind: 'skip', reason: NOTHING_TO_CHANGE_REASON };
      }
      return { kind: 'change', recipients: next };
    }
  }
}

/** Whether a schedule's recipients already show the change: a request whose answer was lost. */
export function isChangeApplied(recipients: readonly Recipient[], action: BulkAction): boolean {
  switch (action.kind) {
    case 'remove':
      return !hasAddress(recipients, action.email);
    case 'add':
    case 'add-to-every':
      return hasAddress(recipients, action.recipient.email);
    case 'replace': {
      const newKey = recipientKey(action.recipient.email);
      if (recipientKey(action.email) !== newKey) {
        return !hasAddress(recipients, action.email) && hasAddress(recipients, newKey);
      }
      // A new name for the same address: applied once every entry of it has that name.
      const entries = recipients.filter((recipient) => recipientKey(recipient.email) === newKey);
      const name = action.recipient.name?.trim() ?? '';
      return entries.length > 0 && entries.every((entry) => (entry.name?.trim() ?? '') === name);
    }
  }
}

/** From the schedule as it is now: `applied`, skipped when gone, else `planChange`'s answer. */
export function replanChange(
  recipients: readonly Recipient[] | undefined,
  action: BulkAction,
): PlannedChange | { kind: 'applied' } {
  if (recipients === undefined) return { kind: 'skip', reason: NOT_LISTED_REASON };
  if (isChangeApplied(recipients, action)) return { kind: 'applied' };
  return planChange(recipients, action);
}

/** The first message of a failed parse, as a sentence as the form words it. */
function problemWith(schema: typeof EmailSchema | typeof RecipientNameSchema, value: string) {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? undefined
    : asSentence(parsed.error.issues[0]?.message ?? 'Invalid value');
}

/** The address to look for, trimmed, or the form's message: `parseSearchEmail('bob@')`. */
export function parseSearchEmail(text: string): { email: string } | { error: string } {
  const error = problemWith(EmailSchema, text);
  return error === undefined ? { email: text.trim() } : { error };
}

export interface RecipientFieldErrors {
  name?: string;
  email?: string;
}

/** The new recipient of a replace or an add, checked by the requests' schemas, or messages. */
export function parseNewRecipient(
  name: string,
  email: string,
): { recipient: RecipientInput } | { errors: RecipientFieldErrors } {
  const errors: RecipientFieldErrors = {};
  const nameError = problemWith(RecipientNameSchema, name);
  const emailError = problemWith(EmailSchema, email);
  if (nameError !== undefined) errors.name = nameError;
  if (emailError !== undefined) errors.email = emailError;
  if (nameError !== undefined || emailError !== undefined) return { errors };
  const trimmedName = name.trim();
  return {
    recipient: trimmedName ? { name: trimmedName, email: email.trim() } : { email: email.trim() },
  };
}
