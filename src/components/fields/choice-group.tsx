import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { fieldId } from './field-frame';
import { ChoiceFieldset, ChoiceLabel, ChoiceLegend, ChoiceRow, FieldHelper } from './field-parts';

/** Checkboxes or radios under a legend; a named fieldset has the id `fieldId(name)`. */
export function ChoiceGroup({
  name,
  legend,
  error,
  notes,
  oneLine = false,
  children,
  after,
}: {
  name?: string;
  legend: string;
  error?: string;
  notes?: ReactNode;
  /** For a few short choices: wrap the labels rather than the row. */
  oneLine?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  const notesId = useId();
  const errorId = useId();
  const describedBy = [notes ? notesId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <ChoiceFieldset
      id={name ? fieldId(name) : undefined}
      aria-describedby={describedBy || undefined}
    >
      <ChoiceLegend>{legend}</ChoiceLegend>
      <ChoiceRow data-one-line={oneLine || undefined}>{children}</ChoiceRow>
      {notes ? <FieldHelper id={notesId}>{notes}</FieldHelper> : null}
      {error ? (
        <FieldHelper id={errorId} data-error>
          {error}
        </FieldHelper>
      ) : null}
      {after}
    </ChoiceFieldset>
  );
}

/** One native checkbox or radio with its label. */
export function Choice({
  label,
  inputRef,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  type: 'checkbox' | 'radio';
  label: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <ChoiceLabel>
      <input {...input} ref={inputRef} />
      <span>{label}</span>
    </ChoiceLabel>
  );
}
