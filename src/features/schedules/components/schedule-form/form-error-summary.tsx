import { useImperativeHandle, useState, type Ref } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { ErrorSummary } from '#src/components/error-summary';
import { fieldId } from '#src/components/fields/field-frame';
import type { ScheduleFormField, ScheduleFormValues } from '#src/domain/schedule-form';
import { formErrorEntries } from './form-errors';

export interface FormErrorSummaryHandle {
  /** A submit failed validation: list its errors and take focus. */
  show: () => void;
  /** A submit passed validation: the service's answer is the page's to show. */
  hide: () => void;
}

/** Focus the field and bring it, with its label, to the middle of the screen. */
function moveToField(setFocus: (name: ScheduleFormField) => void, field: ScheduleFormField) {
  const before = document.activeElement;
  setFocus(field);
  if (document.activeElement === before) document.getElementById(fieldId(field))?.focus();
  const frame = document.activeElement?.parentElement;
  // jsdom has no scrollIntoView.
  if (typeof frame?.scrollIntoView === 'function') frame.scrollIntoView({ block: 'center' });
}

/** The error summary, from a failed submit until all is fixed; a failing submit refocuses it. */
export function FormErrorSummary({ ref }: { ref: Ref<FormErrorSummaryHandle> }) {
  const { setFocus } = useFormContext<ScheduleFormValues>();
  const { errors } = useFormState<ScheduleFormValues>();
  // `failedSubmits` is for focus; `listed`: errors showed, so an empty list now means all fixed.
  const [summary, setSummary] = useState<{ failedSubmits: number; listed: boolean } | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      show: () =>
        setSummary((current) => ({
          failedSubmits: (current?.failedSubmits ?? 0) + 1,
          listed: false,
        })),
      hide: () => setSummary(null),
    }),
    [],
  );

  const entries = summary ? formErrorEntries(errors) : [];
  if (summary && !summary.listed && entries.length > 0) setSummary({ ...summary, listed: true });
  if (summary?.listed && entries.length === 0) setSummary(null);
  if (!summary || entries.length === 0) return null;

  return (
    <ErrorSummary
      items={entries.map((entry) => ({ fieldId: fieldId(entry.field), message: entry.message }))}
      focusKey={summary.failedSubmits}
      onSelect={(item) => {
        const entry = entries.find((candidate) => fieldId(candidate.field) === item.fieldId);
        if (entry) moveToField(setFocus, entry.field);
      }}
    />
  );
}
