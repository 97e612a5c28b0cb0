import Stack from '@mui/material/Stack';
import type { RefObject } from 'react';
import { TextInput } from './text-input';

/** The name and email of the recipient a change across schedules adds or puts in. */
export function NewRecipientFields({
  namePrefix,
  value,
  errors,
  onChange,
  nameRef,
  emailRef,
}: {
  /** Keeps the inputs' names unique to their form. */
  namePrefix: string;
  value: { name: string; email: string };
  errors: { name?: string | undefined; email?: string | undefined };
  onChange: (change: { name: string } | { email: string }) => void;
  /** Where a submit that found an error puts the focus. */
  nameRef: RefObject<HTMLInputElement | null>;
  emailRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
      <TextInput
        label="New recipient's name (optional)"
        name={`${namePrefix}-name`}
        autoComplete="off"
        value={value.name}
        inputRef={nameRef}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name !== undefined}
        helperText={errors.name}
      />
      <TextInput
        label="New recipient's email"
        name={`${namePrefix}-email`}
        type="email"
        autoComplete="off"
        spellCheck={false}
        required
        value={value.email}
        inputRef={emailRef}
        onChange={(event) => onChange({ email: event.target.value })}
        error={errors.email !== undefined}
        helperText={errors.email}
      />
    </Stack>
  );
}
