import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { FieldHelper, FieldLabel, FieldRoot, FieldSelect, RequiredMark } from './field-parts';

export interface SelectInputProps {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: () => void;
  name?: string;
  selectRef?: Ref<HTMLSelectElement>;
  error?: boolean;
  required?: boolean;
  helperText?: ReactNode;
  className?: string;
  sx?: SxProps<Theme>;
  /** The `<option>` elements. */
  children: ReactNode;
}

/**
 * A labelled select drawn by the browser. MUI's Select brings its Menu, Popover and Modal
 * (about 20 kB gzip, see docs/performance.md); the browser's select costs nothing, is what
 * phones show best, and works from the keyboard (type-ahead, arrows) as users expect.
 */
export function SelectInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  selectRef,
  error,
  required,
  helperText,
  className,
  sx,
  children,
}: SelectInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FieldRoot className={className} sx={sx}>
      <FieldLabel htmlFor={id}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </FieldLabel>
      <FieldSelect
        id={id}
        name={name}
        ref={selectRef}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        required={required}
        aria-invalid={error || undefined}
        aria-describedby={helperText ? helperId : undefined}
      >
        {children}
      </FieldSelect>
      {helperText ? (
        <FieldHelper id={helperId} data-error={error || undefined}>
          {helperText}
        </FieldHelper>
      ) : null}
    </FieldRoot>
  );
}
