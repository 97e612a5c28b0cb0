import type { FieldErrors } from 'react-hook-form';
import {
  fieldOrder,
  type ScheduleFormField,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';

/** One of the form's errors, as the error summary lists it. */
interface FormErrorEntry {
  /** The field to move to: the one the error is about, or where the list it is about starts. */
  field: ScheduleFormField;
  message: string;
}

/** Every `message` in react-hook-form's nested errors, with its dotted path. */
function collect(
  node: unknown,
  path: readonly string[],
  found: { path: string; message: string }[],
) {
  if (!node || typeof node !== 'object') return;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) found.push({ path: path.join('.'), message });
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the field's element; `types` repeats `message` in criteriaMode 'all'.
    if (key === 'ref' || key === 'types' || key === 'message' || key === 'type') continue;
    // A list's own error (too few recipients) sits under `root`; it is about the list.
    collect(child, key === 'root' ? path : [...path, key], found);
  }
}

const RECIPIENT_FIELD = /^recipients\.(\d+)\.(name|email)$/;

function entryOf(path: string, message: string): FormErrorEntry {
  const recipient = RECIPIENT_FIELD.exec(path);
  if (recipient) {
    return {
      field: path as ScheduleFormField,
      message: `Recipient ${Number(recipient[1]) + 1}: ${message}`,
    };
  }
  const head = path.split('.')[0] ?? path;
  // A list has no input of its own: its first box, or its first row's email, stands for it.
  if (head === 'recipients') return { field: 'recipients.0.email', message };
  return { field: head as ScheduleFormField, message };
}

/** The form's errors in screen order, each once ('Recipient 2: Email is required'). */
export function formErrorEntries(errors: FieldErrors<ScheduleFormValues>): FormErrorEntry[] {
  const found: { path: string; message: string }[] = [];
  collect(errors, [], found);
  const entries: FormErrorEntry[] = [];
  for (const { path, message } of found) {
    const entry = entryOf(path, message);
    const known = entries.some(
      (other) => other.field === entry.field && other.message === entry.message,
    );
    if (!known) entries.push(entry);
  }
  // Stable: the order found stands among errors of one field.
  return entries.sort((a, b) => fieldOrder(a.field) - fieldOrder(b.field));
}
