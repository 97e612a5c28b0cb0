import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { fieldId } from './field-frame';
import { ChoiceFieldset, ChoiceLabel, ChoiceLegend, ChoiceRow, FieldHelper } from './field-parts';

/**
 * A fieldset of checkboxes or radios under a legend, with notes and an error below the boxes
 * that the fieldset points screen readers to. Named, the fieldset has the id `fieldId(name)`.
 */
export function ChoiceGroup({
  name,
  legend,
  error,
  notes,
  oneLine = false,
  children,
  after,
}: {
  /** The form field the boxes set. */
  name?: string;
  legend: string;
  error?: string;
  /** Hints below the boxes ("This template lists no sections."). */
  notes?: ReactNode;
  /**
   * Keep the boxes on one line, each label wrapping between its words where the line is short
   * (a phone): for a few choices of a word or three, where a second row costs more than a
   * wrapped label.
   */
  oneLine?: boolean;
  /** The `Choice` boxes. */
  children: ReactNode;
  /** Anything after the boxes and their notes, inside the fieldset (an "Add" field). */
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
