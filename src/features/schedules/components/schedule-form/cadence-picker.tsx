import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { whatTheRuleNeeds } from '#src/domain/cadence-choice';
import {
  CADENCES,
  formatUtcIso,
  formatUtcOffset,
  toLocal,
  type Cadence,
  type ServiceRule,
} from '#src/domain/recurrence';
import type { SavedSchedule, ScheduleFormValues } from '#src/domain/schedule-form';
import { cadenceName, describeRule, describeSavedRule } from '#src/domain/rule-wording';
import type { CalendarZones } from '#src/domain/schedule-rule';
import { DayOfMonthField } from './day-of-month-field';
import { FirstRunFields } from './first-run-fields';
import { useFirstRunRealign } from './use-first-run-realign';
import { useServiceRule } from './use-service-rule';

/** The cadence in words, the section's main line; a size smaller on a phone, to take two lines. */
const statementStyles = (theme: Theme) => ({
  fontWeight: 600,
  [theme.breakpoints.down('sm')]: { ...theme.typography.body2, fontWeight: 600 },
});

/** Cadence, day and first run; each change realigns the first run (`useFirstRunRealign`) and says why. */
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
  const { note, realign, changeCadence, realignOnLeave, dismissNote } =
    useFirstRunRealign(timeZone);
  // Not a live region: the preview announces the runs a change makes (UpcomingRunsStatus).
  const statement = useMemo(
    () => (rule ? describeRule(rule, zones, new Date()) : null),
    [rule, zones],
  );

  return (
    <Stack spacing={{ xs: 2, sm: 2.5 }}>
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
        moved={rule ? note : ''}
        onDismissMoved={dismissNote}
      />
      {statement ? <Typography sx={statementStyles}>{statement}</Typography> : null}
      <SavedRuleNote rule={rule} zones={zones} needs={whatTheRuleNeeds(when)} />
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
        <ChoiceGroup legend="Cadence" error={fieldState.error?.message} oneLine>
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
              // Validate on leaving the group, not between radios: a cadence click need not wait.
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

/** The zone the fields are read in, and the rule the service will keep in its own terms. */
function SavedRuleNote({
  rule,
  zones,
  needs,
}: {
  rule: ServiceRule | undefined;
  zones: CalendarZones;
  /** What the fields still need while they make no rule (`whatTheRuleNeeds`). */
  needs: string | undefined;
}) {
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
        `${needs ?? 'Enter the first-run date and time'} to see the rule that will be saved.`
      )}
    </Typography>
  );
}
