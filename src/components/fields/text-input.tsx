import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';
import { FieldInput } from './field-parts';

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-describedby' | 'aria-invalid'
>;

export interface TextInputProps extends NativeInputProps, FieldProps {
  /** When screen readers must hear more than the visible label. */
  accessibleName?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string>;
}

/** A labelled native input; a named one has the id `fieldId(name)`. */
export function TextInput({
  label,
  helperText,
  error,
  helperBesideLabel,
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
      helperBesideLabel={helperBesideLabel}
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
