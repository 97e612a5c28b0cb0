import type { ChangeEvent, ReactNode, Ref } from 'react';
import { FieldFrame, type FieldProps } from './field-frame';
import { FieldSelect } from './field-parts';

export interface SelectInputProps extends FieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: () => void;
  selectRef?: Ref<HTMLSelectElement>;
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
