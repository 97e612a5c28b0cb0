import type { ChangeEvent, ReactNode, Ref } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';
import { FieldSelect } from './field-parts';

export interface SelectInputProps extends FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled native select (lighter than MUI's; docs/performance.md); id `fieldId(name)`. */
export function SelectInput({
  value,
  onChange,
  onBlur,
  selectRef,
  children,
  ...field
}: SelectInputProps) {
  return (
    <FieldFrame
      {...field}
      control={(frame) => (
        <FieldSelect
          {...frame}
          name={field.name}
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
