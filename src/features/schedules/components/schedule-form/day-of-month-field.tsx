import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { TextInput } from '#src/components/fields/text-input';
import { dayOfMonthHint } from '#src/domain/cadence-choice';
import { isDayOfMonth, type ScheduleFormValues } from '#src/domain/schedule-form';
import { MONTH_DAY_MAX, MONTH_DAY_MIN } from '#src/domain/schemas';

/** The day of the month a text stands for, else NaN: the form never holds a day like 32. */
function dayOfText(text: string): number {
  const day = /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  return isDayOfMonth(day) ? day : Number.NaN;
}

function textOfDay(day: number): string {
  return isDayOfMonth(day) ? String(day) : '';
}

/** The monthly day, realigned on every change; `RealignAnchor` keeps the "3" of "31" from counting. */
export function DayOfMonthField({ onChange }: { onChange: (dayOfMonth: number) => void }) {
  const { control, trigger } = useFormContext<ScheduleFormValues>();
  const { field, fieldState } = useController({ name: 'dayOfMonth', control });
  const [typed, setTyped] = useState(() => textOfDay(field.value));
  // The typed text while it stands for the form's day; a day set elsewhere replaces it.
  const text = Object.is(dayOfText(typed), field.value) ? typed : textOfDay(field.value);
  return (
    <TextInput
      type="number"
      label="Day of month"
      name={field.name}
      value={text}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        const day = dayOfText(next);
        onChange(day);
        // An empty box is only said to be wrong once left: it is often on the way to a day.
        if (Number.isNaN(day) && next.trim() !== '') void trigger('dayOfMonth');
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? dayOfMonthHint(field.value)}
      sx={{ maxWidth: 360 }}
      inputProps={{
        min: MONTH_DAY_MIN,
        max: MONTH_DAY_MAX,
        step: 1,
        inputMode: 'numeric',
        'aria-required': true,
      }}
    />
  );
}
