import Box from '@mui/material/Box';
import { memo } from 'react';
import { useFormContext, type UseFormRegister } from 'react-hook-form';
import { Alert } from '#src/components/alert';
import { FROM_PHONE_360 } from '#src/components/tokens';
import { TextInput } from '#src/components/fields/text-input';
import type { ScheduleFormValues } from '#src/domain/schedule-form';

/** Date and time side by side even on phones (half the lines); narrow sides keep the last digit. */
const fieldsStyles = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 1.5,
  alignItems: 'start',
  [FROM_PHONE_360]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', rowGap: 0 },
  '& > [role="status"]': { gridColumn: '1 / -1' },
  '& input': { px: { xs: 1.25, sm: 1.75 } },
} as const;

/** The first-run date and time and the moved note; memoised, as cadence changes re-render the picker. */
export const FirstRunFields = memo(function FirstRunFields({
  register,
  dateError,
  timeError,
  today,
  onLeave,
  moved,
  onDismissMoved,
}: {
  register: UseFormRegister<ScheduleFormValues>;
  dateError: string | undefined;
  timeError: string | undefined;
  /** The earliest date the date field offers, 'yyyy-MM-dd'. */
  today: string;
  /** Realign the first run once a field has been left. */
  onLeave: () => void;
  /** Why the first run moved, or '' to show nothing. */
  moved: string;
  /** Drop the note: dismissed, or the user changed the date. */
  onDismissMoved: () => void;
}) {
  const { ref: dateRef, ...dateField } = register('firstRunDate');
  const { ref: timeRef, ...timeField } = register('time');
  return (
    <Box sx={fieldsStyles}>
      <TextInput
        {...dateField}
        onChange={(event) => {
          void dateField.onChange(event);
          onDismissMoved();
        }}
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
      <FirstRunMovedNote note={moved} onDismiss={onDismissMoved} />
    </Box>
  );
});

/** Why the first run moved; the alert sits in a kept live region, as some readers skip new ones. */
function FirstRunMovedNote({ note, onDismiss }: { note: string; onDismiss: () => void }) {
  const { setFocus } = useFormContext<ScheduleFormValues>();
  return (
    <div role="status">
      {note ? (
        <Alert
          severity="info"
          role="none"
          sx={{ mt: 1, py: { xs: 0, sm: 0.75 }, px: { xs: 1.5, sm: 2 } }}
          onClose={() => {
            onDismiss();
            // The Close button goes with the alert; the date it spoke of keeps the focus.
            setFocus('firstRunDate');
          }}
        >
          {note}
        </Alert>
      ) : null}
    </div>
  );
}
