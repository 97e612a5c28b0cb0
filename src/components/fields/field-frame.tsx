import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { FieldHelper, FieldLabel, FieldLabelLine, FieldRoot, RequiredMark } from './field-parts';

/** What a control inside a FieldFrame gets: its id and the attributes tying it to the frame. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A stable control id, for an error summary's link. Names must be unique on the page. */
export function fieldId(name: string): string {
  return `field-${name}`;
}

/** What every field takes, whatever its control. */
export interface FieldProps {
  /** The form field's name: the control's id is then `fieldId(name)`, otherwise generated. */
  name?: string | undefined;
  label: string;
  required?: boolean | undefined;
  helperText?: ReactNode;
  /** The helper text is then the error. */
  error?: boolean | undefined;
  /** The helper text on the label's line rather than under the control: a field beside others. */
  helperBesideLabel?: boolean | undefined;
  className?: string | undefined;
  sx?: SxProps<Theme> | undefined;
}

/** A field's label, hint or error, and its control, tied together for screen readers. */
export function FieldFrame({
  name,
  label,
  labelled = true,
  required,
  helperText,
  error,
  helperBesideLabel = false,
  className,
  sx,
  control,
}: FieldProps & {
  /** False when the control names itself (aria-label): the label is then only shown. */
  labelled?: boolean;
  control: (props: FieldControlProps) => ReactNode;
}) {
  const generatedId = useId();
  const id = name ? fieldId(name) : generatedId;
  const helperId = `${id}-helper`;
  const labelElement = (
    <FieldLabel htmlFor={labelled ? id : undefined}>
      {label}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </FieldLabel>
  );
  const helper = helperText ? (
    <FieldHelper id={helperId} data-error={error || undefined}>
      {helperText}
    </FieldHelper>
  ) : null;
  return (
    <FieldRoot className={className} sx={sx}>
      {helperBesideLabel ? (
        <FieldLabelLine>
          {labelElement}
          {helper}
        </FieldLabelLine>
      ) : (
        labelElement
      )}
      {control({
        id,
        required,
        'aria-invalid': error || undefined,
        'aria-describedby': helperText ? helperId : undefined,
      })}
      {helperBesideLabel ? null : helper}
    </FieldRoot>
  );
}
