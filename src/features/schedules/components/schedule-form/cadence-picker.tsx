import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Controller, useFormContext, type UseFormRegister } from 'react-hook-form';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { TextInput } from '#src/components/fields/text-input';
import { formatRunDate } from '#src/domain/format';
import {
  alignFirstRun,
  formatUtcIso,
  formatUtcOffset,
  ordinal,
  toInstant,
  toLocal,
  type Cadence,
} from '#src/domain/recurrence';
import {
  firstRunOfValues,
  isDayOfMonth,
  type SavedSchedule,
  type ScheduleFormValues,
  type WhenValues,
} from '#src/domain/schedule-form';
import { describeIntent, describeSavedRule, type CalendarZones } from '#src/domain/schedule-rule';
import { MONTH_DAY_MAX, MONTH_DAY_MIN } from '#src/domain/schemas';
import { useServiceRule } from './use-service-rule';

const CADENCE_LABELS: Record<Cadence, string> = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  monthly: 'Monthly',
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;

/**
 * Cadence, day of month, first-run date and time. Whenever one of them changes the first run is
 * re-derived with `alignFirstRun`, so it is never in the past and a monthly one always falls on
 * the chosen day (or the month's last day); a short note says when the date moved.
 */
export function CadencePicker({
  zones,
  saved,
}: {
  zones: CalendarZones;
  /** The edited schedule as loaded: its rule is kept while the when-fields are unchanged. */
  saved?: SavedSchedule | undefined;
}) {
  const timeZone = zones.user;
  const {
    control,
    register,
    setValue,
    getValues,
    getFieldState,
    formState: { errors, isSubmitted },
  } = useFormContext<ScheduleFormValues>();
  const { when, rule } = useServiceRule(zones, saved);
  const { cadence } = when;
  const [note, setNote] = useState('');
  /*
   * Realigning starts from the date the user chose, not from the last realigned one: typing
   * "31" into the day passes through "3", and the 3rd of next month must not become the
   * starting point for the 31st. `aligned` is the date we last set; any other date in the field
   * was put there by the user (or a restored draft) and becomes the new starting point.
   */
  const anchorRef = useRef<{ chosen: string; aligned: string } | null>(null);
  const statementId = useId();
  const statement = rule ? describeIntent(when) : null;

  function update<K extends keyof WhenValues>(name: K, value: WhenValues[K]) {
    setValue(name, value as never, {
      shouldDirty: true,
      shouldValidate: isSubmitted || !!getFieldState(name).error,
    });
  }

  /** Apply `changes`, then move the first run to the date and time the cadence allows. */
  function realign(changes: Partial<WhenValues>) {
    const next: WhenValues = { ...pickWhen(getValues()), ...changes };
    for (const [name, value] of Object.entries(changes) as [keyof WhenValues, never][]) {
      update(name, value);
    }
    const dateComplete = DATE_PATTERN.test(next.firstRunDate);
    const timeComplete = TIME_PATTERN.test(next.time);
    const dayComplete = isDayOfMonth(next.dayOfMonth);
    // Half-typed values are left alone: the field's own message says what is missing.
    if (!dateComplete || !timeComplete || (next.cadence === 'monthly' && !dayComplete)) {
      return setNote('');
    }

    const anchor = anchorRef.current;
    const chosen =
      anchor && anchor.aligned === next.firstRunDate ? anchor.chosen : next.firstRunDate;
    const now = new Date();
    const aligned = alignFirstRun({
      cadence: next.cadence,
      dayOfMonth: next.dayOfMonth,
      date: chosen,
      time: next.time,
      timeZone,
      now,
    });
    anchorRef.current = { chosen, aligned: aligned.date };
    const messages: string[] = [];
    if (aligned.date !== next.firstRunDate) {
      const requested = toInstant({ date: chosen, time: next.time }, timeZone);
      const when = formatRunDate(aligned.at, timeZone);
      messages.push(
        requested <= now
          ? `That date has passed, so the first run is now ${when}.`
          : next.cadence === 'monthly'
            ? `The first run moved to ${when} to fall on the ${ordinal(next.dayOfMonth)}.`
            : `The first run moved back to ${when}, the date you chose.`,
      );
      update('firstRunDate', aligned.date);
    }
    if (aligned.time !== next.time) {
      messages.push(
        `${next.time} does not exist that day (the clocks go forward), so the run is at ${aligned.time}.`,
      );
      update('time', aligned.time);
    }
    setNote(messages.join(' '));
  }

  function handleCadenceChange(nextCadence: Cadence) {
    const changes: Partial<WhenValues> = { cadence: nextCadence };
    if (nextCadence === 'monthly' && getValues('cadence') !== 'monthly') {
      // Monthly on the day of the date already chosen: the first run stays where it is.
      const current = firstRunOfValues(getValues(), timeZone);
      if (!Number.isNaN(current.getTime())) {
        changes.dayOfMonth = toLocal(current, timeZone).dayOfMonth;
      }
    }
    realign(changes);
  }

  // Date and time realign when the field is left, not on each change: a date typed digit by
  // digit passes through years like 0002 that must not be "corrected".
  const realignRef = useRef(realign);
  useEffect(() => {
    realignRef.current = realign;
  });
  const realignOnLeave = useCallback(() => realignRef.current({}), []);
  const today = toLocal(new Date(), timeZone).date;

  return (
    <Stack spacing={2.5}>
      <Controller
        name="cadence"
        control={control}
        render={({ field, fieldState }) => (
          <ChoiceGroup legend="Cadence" error={fieldState.error?.message}>
            {(Object.keys(CADENCE_LABELS) as Cadence[]).map((option) => (
              <Choice
                key={option}
                type="radio"
                label={CADENCE_LABELS[option]}
                name={field.name}
                value={option}
                checked={field.value === option}
                inputRef={option === field.value ? field.ref : undefined}
                onChange={() => handleCadenceChange(option)}
                // The group is left when focus goes outside it, not from one radio to another:
                // each blur validates the form, which a click on another cadence need not wait for.
                onBlur={(event) => {
                  const group = event.currentTarget.closest('fieldset');
                  if (!group?.contains(event.relatedTarget as Node | null)) field.onBlur();
                }}
              />
            ))}
          </ChoiceGroup>
        )}
      />

      {cadence === 'monthly' ? (
        <Controller
          name="dayOfMonth"
          control={control}
          render={({ field, fieldState }) => {
            const day = isDayOfMonth(field.value) ? field.value : undefined;
            return (
              <TextInput
                type="number"
                label="Day of month"
                name={field.name}
                value={day ?? ''}
                onChange={(event) => {
                  const text = event.target.value.trim();
                  realign({ dayOfMonth: text === '' ? Number.NaN : Number(text) });
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={!!fieldState.error}
                helperText={
                  fieldState.error?.message ??
                  (day === undefined
                    ? `A day from ${MONTH_DAY_MIN} to ${MONTH_DAY_MAX}`
                    : day >= 29
                      ? `In months without a ${ordinal(day)}, the report runs on the last day of the month`
                      : `The report runs on the ${ordinal(day)} of every month`)
                }
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
          }}
        />
      ) : null}

      <FirstRunFields
        register={register}
        dateError={errors.firstRunDate?.message}
        timeError={errors.time?.message}
        today={today}
        onLeave={realignOnLeave}
      />
      {statement ? (
        <Typography id={statementId} role="status" sx={{ fontWeight: 600 }}>
          {statement}
        </Typography>
      ) : null}
      {note ? (
        <Typography role="status" variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        Times are in {timeZone} ({formatUtcOffset(rule ? rule.firstRun : new Date(), timeZone)}).{' '}
        {rule ? (
          <>
            Saved as: {describeSavedRule(rule, zones.service)}, first run{' '}
            <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
              {formatUtcIso(rule.firstRun)}
            </Typography>
            .
          </>
        ) : (
          'Complete the date, time and day of month to see the rule that will be saved.'
        )}
      </Typography>
    </Stack>
  );
}

/**
 * The first-run date and time fields. Memoised (with a stable `onLeave`): a change of cadence
 * or day re-renders the picker, and these two text fields need not follow.
 */
const FirstRunFields = memo(function FirstRunFields({
  register,
  dateError,
  timeError,
  today,
  onLeave,
}: {
  register: UseFormRegister<ScheduleFormValues>;
  dateError: string | undefined;
  timeError: string | undefined;
  /** The earliest date the date field offers, 'yyyy-MM-dd'. */
  today: string;
  /** Realign the first run once a field has been left. */
  onLeave: () => void;
}) {
  const { ref: dateRef, ...dateField } = register('firstRunDate');
  const { ref: timeRef, ...timeField } = register('time');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <TextInput
        {...dateField}
        onBlur={(event) => {
          void dateField.onBlur(event);
          onLeave();
        }}
        inputRef={dateRef}
        type="date"
        label="First run date"
        error={!!dateError}
        helperText={dateError}
        inputProps={{ min: today, 'aria-required': true }}
      />
      <TextInput
        {...timeField}
        onBlur={(event) => {
          void timeField.onBlur(event);
          onLeave();
        }}
        inputRef={timeRef}
        type="time"
        label="Time"
        error={!!timeError}
        helperText={timeError}
        inputProps={{ 'aria-required': true }}
      />
    </Stack>
  );
});

function pickWhen(values: ScheduleFormValues): WhenValues {
  return {
    cadence: values.cadence,
    dayOfMonth: values.dayOfMonth,
    firstRunDate: values.firstRunDate,
    time: values.time,
  };
}
