import Box from '@mui/material/Box';
import { Button } from '#src/components/button';
import { useState, type KeyboardEvent } from 'react';
import { Controller, useFormContext, useWatch, type ControllerRenderProps } from 'react-hook-form';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { FieldWithButton } from '#src/components/fields/field-with-button';
import { TextInput } from '#src/components/fields/text-input';
import type { ScheduleFormValues } from '#src/domain/schedule-form';
import { useSectionCatalogue, type CatalogueState } from '#src/lib/site-reports/sections';
import { CatalogueSections } from './catalogue-sections';
import { SUGGESTED_SECTIONS, type TemplateChoice } from './template-field';

/** Said once, quietly, where the service has no catalogue (404) or not for this user (403). */
export const NO_CATALOGUE_NOTE =
  'Section names as the service lists them: its catalogue is not available.';

/** The sections field with the service's catalogue, read once per session. */
export function SectionsWithCatalogue({ choice }: { choice: TemplateChoice }) {
  return <SectionsField choice={choice} catalogue={useSectionCatalogue()} />;
}

/** A checkbox per template section; the schedule's own always show, so none vanish unseen. */
export function SectionsField({
  choice,
  catalogue,
}: {
  choice: TemplateChoice;
  catalogue: CatalogueState;
}) {
  const { control } = useFormContext<ScheduleFormValues>();
  const templateUuid = useWatch({ control, name: 'templateUuid' });

  const offered =
    choice.status === 'loaded'
      ? (choice.templates
          .find((candidate) => candidate.template_uuid === templateUuid)
          ?.sections.map((section) => section.name) ?? [])
      : SUGGESTED_SECTIONS;

  return (
    <Controller
      name="sections"
      control={control}
      render={({ field, fieldState }) =>
        catalogue.status === 'loaded' && choice.status === 'loaded' ? (
          <CatalogueSections
            field={field}
            error={fieldState.error?.message}
            offered={offered}
            catalogue={catalogue.sections}
          />
        ) : (
          <>
            <SectionCheckboxes
              field={field}
              error={fieldState.error?.message}
              offered={offered}
              freeNames={choice.status === 'unavailable'}
            />
            <CatalogueNotice catalogue={catalogue} />
          </>
        )
      }
    />
  );
}

function SectionCheckboxes({
  field,
  error,
  offered,
  freeNames,
}: {
  field: ControllerRenderProps<ScheduleFormValues, 'sections'>;
  error: string | undefined;
  offered: readonly string[];
  /** Whether other names may be typed in (the templates, and so their sections, are unknown). */
  freeNames: boolean;
}) {
  const names = [...offered, ...field.value.filter((name) => !offered.includes(name))];
  return (
    <ChoiceGroup
      name={field.name}
      legend="Sections"
      error={error}
      notes={
        freeNames
          ? 'Tick the sections the report shows; add any other section its template has.'
          : names.length === 0
            ? 'This template lists no sections.'
            : undefined
      }
      after={
        freeNames ? (
          <AddSection onAdd={(name) => field.onChange([...new Set([...field.value, name])])} />
        ) : null
      }
    >
      {names.map((name, index) => (
        <Choice
          key={name}
          type="checkbox"
          // As the template spells it, as the schedule list shows it: names are identifiers.
          label={name}
          name={field.name}
          value={name}
          checked={field.value.includes(name)}
          inputRef={index === 0 ? field.ref : undefined}
          onBlur={field.onBlur}
          onChange={(event) => {
            const checked = event.target.checked;
            // Keep the listed order, whatever order the boxes are ticked in.
            field.onChange(
              names.filter((candidate) =>
                candidate === name ? checked : field.value.includes(candidate),
              ),
            );
          }}
        />
      ))}
    </ChoiceGroup>
  );
}

/** Why the sections are shown by their names: no catalogue (quiet), or a failed read (retry). */
function CatalogueNotice({ catalogue }: { catalogue: CatalogueState }) {
  if (catalogue.status === 'unavailable') {
    return (
      <Box component="p" sx={{ typography: 'body2', color: 'text.secondary', m: 0, mt: 0.5 }}>
        {NO_CATALOGUE_NOTE}
      </Box>
    );
  }
  if (catalogue.status !== 'failed') return null;
  return (
    <Box role="alert" sx={{ typography: 'body2', color: 'error.main', mt: 0.5 }}>
      The section names could not be read: {catalogue.message}{' '}
      <Button size="small" onClick={catalogue.retry}>
        Try again
      </Button>
    </Box>
  );
}

/** A box and a button that add a section by name (ticked); Enter adds too. */
function AddSection({ onAdd }: { onAdd: (name: string) => void }) {
  const [text, setText] = useState('');
  function add() {
    const name = text.trim();
    if (!name) return;
    onAdd(name);
    setText('');
  }
  return (
    <Box sx={{ mt: 1, maxWidth: 560 }}>
      <FieldWithButton
        buttonLabel="Add section"
        buttonVariant="outlined"
        onButtonClick={add}
        buttonDisabled={!text.trim()}
        field={
          <TextInput
            label="Add a section"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              // Enter adds the name; it must not submit the schedule.
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            autoComplete="off"
            inputProps={{ spellCheck: false }}
          />
        }
      />
    </Box>
  );
}
