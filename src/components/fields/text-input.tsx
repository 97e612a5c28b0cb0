import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldHelper, FieldInput, FieldLabel, FieldRoot, RequiredMark } from './field-parts';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-describedby' | 'aria-invalid'
>;

export interface TextInputProps extends NativeInputProps {
  label: string;
  helperText?: ReactNode;
  /** Show the field as invalid: red outline, `aria-invalid`, the helper text as the error. */
  error?: boolean;
  /**
   * The name screen readers announce when it must say more than the visible label ("Email
   * for recipient 2" under a visible "Email").
   */
  accessibleName?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra attributes for the input element (`aria-required`, `min`...). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
  /** Class and layout of the field as a whole (label, input and helper). */
  className?: string;
  sx?: SxProps<Theme>;
}

/** A labelled text field (any native input type), its hint or error below it. */
export function TextInput({
  label,
  helperText,
  error,
  accessibleName,
  inputRef,
  inputProps,
  className,
  sx,
  required,
  ...inputAttributes
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FieldRoot className={className} sx={sx}>
      <FieldLabel htmlFor={accessibleName ? undefined : id}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      <FieldInput
        {...inputAttributes}
        {...inputProps}
        id={id}
        ref={inputRef}
        required={required}
        aria-label={accessibleName}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText ? (
        <FieldHelper id={helperId} data-error={error || undefined}>
          {helperText}
        </FieldHelper>
      ) : null}
    </FieldRoot>
  );
}
