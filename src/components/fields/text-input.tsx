import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';
import { FieldInput } from './field-parts';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-describedby' | 'aria-invalid'
>;

export interface TextInputProps extends NativeInputProps, FieldProps {
  /**
   * The name screen readers announce when it must say more than the visible label ("Email
   * for recipient 2" under a visible "Email").
   */
  accessibleName?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra attributes for the input element (`aria-required`, `min`...). */
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
}

/**
 * A labelled text field (any native input type), its hint or error below it. A named field's
 * input has the id `fieldId(name)`.
 */
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
  return (
    <FieldFrame
      name={inputAttributes.name}
      label={label}
      labelled={!accessibleName}
      required={required}
      helperText={helperText}
      error={error}
      className={className}
      sx={sx}
      control={(frame) => (
        <FieldInput
          {...inputAttributes}
          {...inputProps}
          {...frame}
          ref={inputRef}
          aria-label={accessibleName}
        />
      )}
    />
  );
}
