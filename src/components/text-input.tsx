import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export interface TextInputProps extends Pick<
  OutlinedInputProps,
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'type'
  | 'name'
  | 'autoComplete'
  | 'placeholder'
  | 'inputRef'
  | 'required'
  | 'error'
  | 'inputProps'
  | 'sx'
> {
  label: string;
  helperText?: ReactNode;
}

/**
 * A labelled outlined text field, like MUI's TextField without its select mode. TextField
 * imports Select, Menu, Popover and Modal even for a plain input; the pages that only need text
 * boxes (sign-in above all, see docs/performance.md) use this instead.
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  sx,
  inputProps,
  ...rest
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={error} required={required} sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        inputProps={{ ...inputProps, 'aria-describedby': helperText ? helperId : undefined }}
        {...rest}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
