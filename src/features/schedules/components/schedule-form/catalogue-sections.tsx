import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useEffect, useId } from 'react';
import { useFormContext, type ControllerRenderProps } from 'react-hook-form';
import { fieldId } from '#src/components/fields/field-frame';
import {
  ChoiceFieldset,
  ChoiceLabel,
  ChoiceLegend,
  ChoiceRow,
  FieldHelper,
} from '#src/components/fields/field-parts';
import type { ScheduleFormValues } from '#src/domain/schedule-form';
import type { CatalogueSection } from '#src/domain/schemas';
import {
  mandatoryNames,
  missingMandatory,
  sectionGroups,
  withMandatory,
  type SectionEntry,
} from '#src/domain/section-catalogue';

export const NOT_IN_CATALOGUE = "(not in the service's catalogue)";
const MANDATORY_REASON = 'Every report includes it';

/** Sections as the catalogue groups and names them; mandatory ones stay ticked, unknown names kept. */
export function CatalogueSections({
  field,
  error,
  offered,
  catalogue,
}: {
  field: ControllerRenderProps<ScheduleFormValues, 'sections'>;
  error: string | undefined;
  offered: readonly string[];
  catalogue: readonly CatalogueSection[];
}) {
  const errorId = useId();
  const { setValue } = useFormContext<ScheduleFormValues>();
  // A missing mandatory section joins the value, not as the user's change (the review lists it).
  const lacking = missingMandatory(field.value, offered, catalogue).length > 0;
  useEffect(() => {
    if (lacking) {
      setValue('sections', withMandatory(field.value, offered, catalogue), { shouldDirty: false });
    }
  }, [lacking, field.value, offered, catalogue, setValue]);
  const groups = sectionGroups([...offered, ...field.value], catalogue);
  const listed = groups.flatMap((group) => group.sections.map((section) => section.name));
  const mandatory = new Set(mandatoryNames(offered, catalogue));

  function toggle(name: string, checked: boolean) {
    // Keep the listed order, whatever order the boxes are ticked in; mandatory ones always go.
    const chosen = listed.filter((candidate) =>
      candidate === name ? checked : field.value.includes(candidate),
    );
    field.onChange(withMandatory(chosen, offered, catalogue));
  }

  return (
    <ChoiceFieldset id={fieldId(field.name)} aria-describedby={error ? errorId : undefined}>
      <ChoiceLegend>Sections</ChoiceLegend>
      {listed.length === 0 ? <FieldHelper>This template lists no sections.</FieldHelper> : null}
      {groups.map((group) => (
        <GroupFieldset key={group.name ?? ''}>
          <GroupLegend>{group.label ?? 'Other sections'}</GroupLegend>
          <ChoiceRow>
            {group.sections.map((section) => (
              <SectionChoice
                key={section.name}
                section={section}
                fieldName={field.name}
                mandatory={mandatory.has(section.name)}
                checked={mandatory.has(section.name) || field.value.includes(section.name)}
                inputRef={section.name === listed[0] ? field.ref : undefined}
                onBlur={field.onBlur}
                onToggle={(checked) => toggle(section.name, checked)}
              />
            ))}
          </ChoiceRow>
        </GroupFieldset>
      ))}
      {error ? (
        <FieldHelper id={errorId} data-error>
          {error}
        </FieldHelper>
      ) : null}
    </ChoiceFieldset>
  );
}

const GroupFieldset = styled('fieldset')({ border: 0, margin: 0, padding: 0, minWidth: 0 });
const GroupLegend = styled('legend')(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
  padding: 0,
}));

/** Out of the flow, so showing it moves nothing; the image loads lazily when first shown. */
const Preview = styled('span')(({ theme }) => ({
  display: 'none',
  position: 'absolute',
  zIndex: theme.zIndex.tooltip,
  left: 0,
  bottom: '100%',
  padding: 4,
  background: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 4,
  boxShadow: theme.shadows[4],
  pointerEvents: 'none',
  '& img': { display: 'block', width: 160, height: 120 },
}));

function SectionChoice({
  section,
  fieldName,
  mandatory,
  checked,
  inputRef,
  onBlur,
  onToggle,
}: {
  section: SectionEntry;
  fieldName: string;
  mandatory: boolean;
  checked: boolean;
  inputRef: ControllerRenderProps<ScheduleFormValues, 'sections'>['ref'] | undefined;
  onBlur: () => void;
  onToggle: (checked: boolean) => void;
}) {
  const reasonId = useId();
  const label = section.known ? section.label : `${section.name} ${NOT_IN_CATALOGUE}`;
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        '&:hover > [data-preview], &:focus-within > [data-preview]': { display: 'block' },
      }}
    >
      <ChoiceLabel>
        {/* aria-disabled, not disabled: the box stays focusable, so its preview and reason can
            be reached by keyboard, and a click changes nothing (the value is controlled). */}
        <input
          type="checkbox"
          name={fieldName}
          value={section.name}
          checked={checked}
          aria-disabled={mandatory || undefined}
          aria-describedby={mandatory ? reasonId : undefined}
          ref={inputRef}
          onBlur={onBlur}
          onChange={(event) => {
            if (!mandatory) onToggle(event.target.checked);
          }}
        />
        <span>{label}</span>
      </ChoiceLabel>
      {mandatory ? (
        <Box component="span" id={reasonId} sx={{ typography: 'body2', color: 'text.secondary' }}>
          ({MANDATORY_REASON})
        </Box>
      ) : null}
      {section.imageUrl ? (
        <Preview data-preview>
          <img
            src={section.imageUrl}
            alt={`Preview of the ${section.label} section`}
            loading="lazy"
            width={160}
            height={120}
          />
        </Preview>
      ) : null}
    </Box>
  );
}
