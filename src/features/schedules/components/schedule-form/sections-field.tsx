import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ScheduleFormValues } from '../../../../domain/schedule-form';
import { SUGGESTED_SECTIONS, type TemplateChoice } from './template-field';

/** "usage" -> "Usage"; section names are identifiers (spec 2.4), shown capitalised. */
function sectionLabel(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * The report's sections: a checkbox for each section of the chosen template (plus any the
 * schedule already has that the template does not list, so none disappear unseen), or free
 * names with suggestions when the templates are unknown.
 */
export function SectionsField({ choice }: { choice: TemplateChoice }) {
  const { control } = useFormContext<ScheduleFormValues>();
  const templateUuid = useWatch({ control, name: 'templateUuid' });
  const legendId = useId();

  if (choice.status === 'unavailable') {
    return (
      <Controller
        name="sections"
        control={control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={[...SUGGESTED_SECTIONS]}
            value={field.value}
            onChange={(_, value) => {
              const names = value.map((name) => name.trim()).filter(Boolean);
              field.onChange([...new Set(names)]);
            }}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Sections"
                error={!!fieldState.error}
                helperText={
                  fieldState.error?.message ??
                  'Type a section name and press Enter, or pick a suggestion.'
                }
              />
            )}
          />
        )}
      />
    );
  }

  const template = choice.templates.find((candidate) => candidate.template_uuid === templateUuid);
  return (
    <Controller
      name="sections"
      control={control}
      render={({ field, fieldState }) => {
        const offered = template?.sections.map((section) => section.name) ?? [];
        const extra = field.value.filter((name) => !offered.includes(name));
        const names = [...offered, ...extra];
        return (
          <FormControl component="fieldset" error={!!fieldState.error}>
            <FormLabel component="legend" id={legendId}>
              Sections
            </FormLabel>
            <FormGroup row aria-labelledby={legendId}>
              {names.map((name, index) => (
                <FormControlLabel
                  key={name}
                  label={sectionLabel(name)}
                  control={
                    <Checkbox
                      name={field.name}
                      value={name}
                      checked={field.value.includes(name)}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                      onBlur={field.onBlur}
                      onChange={(event) => {
                        const checked = event.target.checked;
                        // Keep the template's order, whatever order the boxes are ticked in.
                        field.onChange(
                          names.filter((candidate) =>
                            candidate === name ? checked : field.value.includes(candidate),
                          ),
                        );
                      }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {names.length === 0 ? (
              <FormHelperText>This template lists no sections.</FormHelperText>
            ) : null}
            {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
