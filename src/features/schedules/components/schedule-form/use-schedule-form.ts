import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
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
import { isApiError } from '#src/lib/api-error';

export type ScheduleFormApi = UseFormReturn<ScheduleFormValues>;

/**
 * The schedule form's state: react-hook-form with the domain schema as resolver, validating a
 * field once it has been left (`onTouched`). `initial` is the edited schedule's values.
 */
export function useScheduleForm(options: {
  defaultValues: ScheduleFormValues;
  timeZone: string;
  initial?: ScheduleFormValues | undefined;
}): ScheduleFormApi {
  const { defaultValues, timeZone, initial } = options;
  const [resolver] = useState(() => zodResolver(createScheduleFormSchema({ timeZone, initial })));
  return useForm<ScheduleFormValues>({ defaultValues, resolver, mode: 'onTouched' });
}

const FALLBACK_FIELD_MESSAGE = 'The service did not accept this value';

/**
 * Put a 400's `errors[]` on the fields they name and focus the first of them (in screen order).
 * Returns the errors no field could take (e.g. `site_id`), for the page to show.
 */
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
      message: fieldError.message || FALLBACK_FIELD_MESSAGE,
    });
  }
  const first = [...placed].sort((a, b) => fieldOrder(a) - fieldOrder(b))[0];
  if (first) {
    // Array-level errors (recipients) have no input of their own; the first row's email does.
    form.setFocus(first === 'recipients' ? 'recipients.0.email' : first);
  }
  return unplaced;
}

/**
 * After a draft is restored its first run may have passed: move it to the next run the cadence
 * allows. An edited schedule's unchanged first run is left alone (it is not sent).
 */
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
