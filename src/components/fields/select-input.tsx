import type { SxProps, Theme } from '@mui/material/styles';
import type { ChangeEvent, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';
import { FieldSelect } from './field-parts';

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
 * phones show best, and works from the keyboard (type-ahead, arrows) as users expect. A named
 * select has the id `fieldId(name)`.
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
  return (
    <FieldFrame
      name={name}
      label={label}
      required={required}
      helperText={helperText}
      error={error}
      className={className}
      sx={sx}
      control={(frame) => (
        <FieldSelect
          {...frame}
          name={name}
          ref={selectRef}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
        >
          {children}
        </FieldSelect>
      )}
    />
  );
}
