import { zodResolver } from '@hookform/resolvers/zod';
import { asSentence } from '#src/domain/format';
import { useEffect, useState } from 'react';
import {
  useForm,
  type FieldErrors,
  type Resolver,
  type UseFormGetFieldState,
  type UseFormReturn,
} from 'react-hook-form';
import { alignFirstRun } from '#src/domain/recurrence';
import {
  createScheduleFormSchema,
  fieldOrder,
  firstRunOfValues,
  formFieldForApiError,
  type ScheduleFormField,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';
import type { FieldError } from '#src/domain/schemas';
import { isApiError } from '#src/lib/http/api-error';

export type ScheduleFormApi = UseFormReturn<ScheduleFormValues>;

/** The form's state, validating a field once left; a failed submit focuses the error summary. */
export function useScheduleForm(options: {
  defaultValues: ScheduleFormValues;
  timeZone: string;
  initial?: ScheduleFormValues | undefined;
}): ScheduleFormApi {
  const { defaultValues, timeZone, initial } = options;
  const [validation] = useState(() =>
    patientRecipientRows(zodResolver(createScheduleFormSchema({ timeZone, initial }))),
  );
  const form = useForm<ScheduleFormValues>({
    defaultValues,
    resolver: validation.resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  });
  useEffect(() => validation.follow(form), [validation, form]);
  return form;
}

type RowField = `recipients.${number}.${'name' | 'email'}`;

/** useFieldArray checks every row on add/remove: keep a row error only if left, shown or filled. */
function patientRecipientRows(validate: Resolver<ScheduleFormValues>) {
  let fieldState: UseFormGetFieldState<ScheduleFormValues> | undefined;
  const shown = (name: RowField, value: string) => {
    const state = fieldState?.(name);
    return value.trim() !== '' || !state || state.isTouched || !!state.error;
  };
  const resolver: Resolver<ScheduleFormValues> = async (values, context, options) => {
    const validated = await validate(values, context, options);
    const result = { ...validated, errors: asSentences(validated.errors) } as typeof validated;
    const wholeList = options.names?.length === 1 && options.names[0] === 'recipients';
    if (!wholeList || !result.errors.recipients) return result;
    return {
      ...result,
      errors: withoutHiddenRowErrors(result.errors, values, shown),
    } as typeof result;
  };
  return {
    resolver,
    follow: (form: ScheduleFormApi) => {
      fieldState = form.getFieldState;
    },
  };
}

/** The schema's messages as sentences ('Title is required.'), as the app's other sentences end. */
function asSentences<T>(node: T): T {
  if (!node || typeof node !== 'object') return node;
  if (Array.isArray(node)) return node.map(asSentences) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // `ref` is the field's element: kept as it is.
    copy[key] =
      key === 'message' && typeof value === 'string'
        ? asSentence(value)
        : key === 'ref'
          ? value
          : asSentences(value);
  }
  return copy as T;
}

function withoutHiddenRowErrors(
  errors: FieldErrors<ScheduleFormValues>,
  values: ScheduleFormValues,
  shown: (name: RowField, value: string) => boolean,
): FieldErrors<ScheduleFormValues> {
  // The list's errors: row errors under their index, the list's own under `root`.
  const list = Object.assign(
    Array.isArray(errors.recipients) ? [] : {},
    errors.recipients,
  ) as Record<string, Record<string, unknown> | undefined>;
  values.recipients.forEach((recipient, index) => {
    const row = list[index];
    if (!row) return;
    const kept = { ...row };
    for (const leaf of ['name', 'email'] as const) {
      if (kept[leaf] && !shown(`recipients.${index}.${leaf}`, recipient[leaf])) delete kept[leaf];
    }
    if (Object.keys(kept).length > 0) list[index] = kept;
    else delete list[index];
  });
  const { recipients: _dropped, ...others } = errors;
  return Object.keys(list).length > 0
    ? { ...others, recipients: list as FieldErrors<ScheduleFormValues>['recipients'] }
    : others;
}

const FALLBACK_FIELD_MESSAGE = 'The service did not accept this value';

/** Puts a 400's `errors[]` on their fields and focuses the first; returns those no field takes. */
export function applyApiFieldErrors(form: ScheduleFormApi, error: unknown): FieldError[] {
  if (!isApiError(error) || error.kind !== 'bad_request') return [];
  const cadence = form.getValues('cadence');
  const placed: ScheduleFormField[] = [];
  const unplaced: FieldError[] = [];
  for (const fieldError of error.fieldErrors) {
    const field = formFieldForApiError(fieldError.field, cadence);
    if (!field) {
      unplaced.push(fieldError);
      continue;
    }
    if (placed.includes(field)) continue;
    placed.push(field);
    form.setError(field, {
      type: 'server',
      message: asSentence(fieldError.message || FALLBACK_FIELD_MESSAGE),
    });
  }
  const first = [...placed].sort((a, b) => fieldOrder(a) - fieldOrder(b))[0];
  if (first) {
    // Array-level errors (recipients) have no input of their own; the first row's email does.
    form.setFocus(first === 'recipients' ? 'recipients.0.email' : first);
  }
  return unplaced;
}

/** Moves a restored draft's past first run to the next allowed; an edit's unchanged one stays. */
export function realignPastFirstRun(
  form: ScheduleFormApi,
  timeZone: string,
  initial?: Pick<ScheduleFormValues, 'firstRunDate' | 'time'>,
  now: Date = new Date(),
): void {
  const values = form.getValues();
  if (initial?.firstRunDate === values.firstRunDate && initial.time === values.time) return;
  const at = firstRunOfValues(values, timeZone);
  if (Number.isNaN(at.getTime()) || at > now) return;
  const aligned = alignFirstRun({
    cadence: values.cadence,
    dayOfMonth: values.dayOfMonth,
    date: values.firstRunDate,
    time: values.time,
    timeZone,
    now,
  });
  form.setValue('firstRunDate', aligned.date, { shouldDirty: true });
  form.setValue('time', aligned.time, { shouldDirty: true });
}
