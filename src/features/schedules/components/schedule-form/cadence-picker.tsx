import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId } from 'react';
import { Controller, useFormContext, type UseFormRegister } from 'react-hook-form';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { TextInput } from '#src/components/fields/text-input';
import { dayOfMonthHint } from '#src/domain/cadence-choice';
import {
  CADENCES,
  formatUtcIso,
  formatUtcOffset,
  toLocal,
  type Cadence,
  type ServiceRule,
} from '#src/domain/recurrence';
import {
  isDayOfMonth,
  type SavedSchedule,
  type ScheduleFormValues,
} from '#src/domain/schedule-form';
import {
  cadenceName,
  describeIntent,
  describeSavedRule,
  type CalendarZones,
} from '#src/domain/schedule-rule';
import { MONTH_DAY_MAX, MONTH_DAY_MIN } from '#src/domain/schemas';
import { useFirstRunRealign } from './use-first-run-realign';
import { useServiceRule } from './use-service-rule';

/**
 * Cadence, day of month, first-run date and time. Whenever one of them changes the first run is
 * re-derived (`useFirstRunRealign`), so it is never in the past and a monthly one always falls
 * on the chosen day (or the month's last day); a short note says when the date moved.
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
    register,
    formState: { errors },
  } = useFormContext<ScheduleFormValues>();
  const { when, rule } = useServiceRule(zones, saved);
  const { note, realign, changeCadence, realignOnLeave } = useFirstRunRealign(timeZone);
  const statementId = useId();
  const statement = rule ? describeIntent(when) : null;

  return (
    <Stack spacing={2.5}>
      <CadenceChoices onChange={changeCadence} />
      {when.cadence === 'monthly' ? (
        <DayOfMonthField onChange={(dayOfMonth) => realign({ dayOfMonth })} />
      ) : null}
      <FirstRunFields
        register={register}
        dateError={errors.firstRunDate?.message}
        timeError={errors.time?.message}
        today={toLocal(new Date(), timeZone).date}
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
      <SavedRuleNote rule={rule} zones={zones} />
    </Stack>
  );
}

/** The cadence radios, named as everywhere else (`cadenceName`). */
function CadenceChoices({ onChange }: { onChange: (cadence: Cadence) => void }) {
  const { control } = useFormContext<ScheduleFormValues>();
  return (
    <Controller
      name="cadence"
      control={control}
      render={({ field, fieldState }) => (
        <ChoiceGroup legend="Cadence" error={fieldState.error?.message}>
          {CADENCES.map((option) => (
            <Choice
              key={option}
              type="radio"
              label={cadenceName(option)}
              name={field.name}
              value={option}
              checked={field.value === option}
              inputRef={option === field.value ? field.ref : undefined}
              onChange={() => onChange(option)}
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
  );
}

/**
 * The monthly day. It realigns on every change, not when left: the anchor (`RealignAnchor`)
 * keeps the "3" typed on the way to "31" from becoming the starting point.
 */
function DayOfMonthField({ onChange }: { onChange: (dayOfMonth: number) => void }) {
  const { control } = useFormContext<ScheduleFormValues>();
  return (
    <Controller
      name="dayOfMonth"
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          type="number"
          label="Day of month"
          name={field.name}
          value={isDayOfMonth(field.value) ? field.value : ''}
          onChange={(event) => {
            const text = event.target.value.trim();
            onChange(text === '' ? Number.NaN : Number(text));
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
      )}
    />
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

/** The zone the fields are read in, and the rule the service will keep in its own terms. */
function SavedRuleNote({ rule, zones }: { rule: ServiceRule | undefined; zones: CalendarZones }) {
  const offset = formatUtcOffset(rule ? rule.firstRun : new Date(), zones.user);
  return (
    <Typography variant="body2" color="text.secondary">
      Times are in {zones.user} ({offset}).{' '}
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
  );
}
