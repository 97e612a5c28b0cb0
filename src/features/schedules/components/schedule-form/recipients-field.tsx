import { Button } from '#src/components/button';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ClipboardEvent } from 'react';
import {
  useFieldArray,
  useFormContext,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { FieldHelper } from '#src/components/fields/field-parts';
import { FIELD_HEIGHT_PX, INPUT_TOP } from '#src/components/tokens';
import { TextInput } from '#src/components/fields/text-input';
import {
  looksLikeRecipientList,
  mergePastedRecipients,
  parseRecipientEntries,
} from '#src/domain/recipients';
import type { ScheduleFormValues } from '#src/domain/schedule-form';
import { RECIPIENTS_MAX } from '#src/domain/schemas';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Recipient rows (Name, Email), input names unique per row; a list pasted into Email splits. */
export function RecipientsField() {
  const {
    control,
    register,
    getValues,
    setFocus,
    trigger,
    formState: { errors },
  } = useFormContext<ScheduleFormValues>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'recipients' });
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const listError = errors.recipients?.root?.message ?? errors.recipients?.message;

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    if (!looksLikeRecipientList(text)) return;
    event.preventDefault();
    const result = mergePastedRecipients(
      getValues('recipients'),
      index,
      parseRecipientEntries(text),
    );
    replace(result.rows);
    const parts = [`Added ${plural(result.added, 'recipient')}`];
    if (result.duplicates > 0) parts.push(`removed ${plural(result.duplicates, 'duplicate')}`);
    setAnnouncement(`${parts.join(', ')}.`);
    // Show at once which pasted entries are not addresses, without waiting for a blur.
    void trigger('recipients');
  }

  function handleRemove(index: number) {
    remove(index);
    setAnnouncement(`Removed recipient ${index + 1}.`);
    const next = Math.min(index, fields.length - 2);
    // After the fields re-render, keep the keyboard in the list.
    window.setTimeout(() => setFocus(`recipients.${Math.max(next, 0)}.email`));
  }

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" id={headingId} sx={{ mb: 1 }}>
        Recipients
      </Typography>
      <Stack spacing={{ xs: 1.5, sm: 2 }}>
        {fields.map((field, index) => (
          <RecipientRow
            key={field.id}
            index={index}
            register={register}
            errors={errors.recipients?.[index]}
            onPaste={handlePaste}
            onRemove={fields.length === 1 ? undefined : handleRemove}
          />
        ))}
      </Stack>
      {listError ? <FieldHelper data-error>{listError}</FieldHelper> : null}
      <Stack
        direction="row"
        useFlexGap
        spacing={{ xs: 1, sm: 2 }}
        sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          onClick={() => {
            append({ name: '', email: '' }, { focusName: `recipients.${fields.length}.email` });
            setAnnouncement('');
          }}
          disabled={fields.length >= RECIPIENTS_MAX}
        >
          Add recipient
        </Button>
        <Typography variant="body2" color="text.secondary">
          Tip: paste a list of addresses into an Email field to add them all at once.
        </Typography>
      </Stack>
      {/* Always there, so screen readers follow it; empty, it takes no room. */}
      <Typography role="status" variant="body2" sx={{ mt: 1, '&:empty': { mt: 0 } }}>
        {announcement}
      </Typography>
    </Box>
  );
}

/** One recipient's Name, Email and Remove (disabled without `onRemove`: the list keeps one row). */
function RecipientRow({
  index,
  register,
  errors,
  onPaste,
  onRemove,
}: {
  index: number;
  register: UseFormRegister<ScheduleFormValues>;
  errors: FieldErrors<ScheduleFormValues['recipients'][number]> | undefined;
  onPaste: (index: number, event: ClipboardEvent<HTMLInputElement>) => void;
  onRemove: ((index: number) => void) | undefined;
}) {
  const number = index + 1;
  const { ref: nameRef, ...name } = register(`recipients.${index}.name`);
  const { ref: emailRef, ...email } = register(`recipients.${index}.email`);
  const rowLabel = (label: string, note = '') =>
    index === 0 ? undefined : `${label} for recipient ${number}${note}`;
  return (
    <Box
      role="group"
      aria-label={`Recipient ${number}`}
      // Phones: name on one line, email and Remove on the next; side by side from `sm`.
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr) auto',
          sm: 'minmax(0, 1fr) minmax(0, 1.4fr) auto',
        },
        columnGap: 1.5,
        rowGap: 1,
        alignItems: 'start',
      }}
    >
      <TextInput
        {...name}
        inputRef={nameRef}
        label="Name (optional)"
        accessibleName={rowLabel('Name', ' (optional)')}
        autoComplete="off"
        error={!!errors?.name}
        helperText={errors?.name?.message}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <TextInput
        {...email}
        inputRef={emailRef}
        label="Email"
        accessibleName={rowLabel('Email')}
        type="email"
        autoComplete="off"
        onPaste={(event: ClipboardEvent<HTMLInputElement>) => onPaste(index, event)}
        error={!!errors?.email}
        helperText={errors?.email?.message}
        inputProps={{ 'aria-required': true }}
      />
      <Button
        onClick={() => onRemove?.(index)}
        disabled={!onRemove}
        aria-label={`Remove recipient ${number}`}
        // Level with the email input, below its label.
        sx={{ minHeight: FIELD_HEIGHT_PX, mt: INPUT_TOP }}
      >
        Remove
      </Button>
    </Box>
  );
}
