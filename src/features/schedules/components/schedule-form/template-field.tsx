import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { SelectInput } from '#src/components/fields/select-input';
import { TextInput } from '#src/components/fields/text-input';
import type { ScheduleFormValues } from '#src/domain/schedule-form';
import { templateBrandColour, type CatalogueSection, type Template } from '#src/domain/schemas';
import { sectionLabels } from '#src/domain/section-catalogue';
import { safeHexColour, safeHttpUrl } from '#src/domain/safe-values';
import { Alert } from '#src/components/alert';
import { BrandLogo } from '#src/components/brand-logo';
import { Button } from '#src/components/button';
import { useCatalogueSections } from '#src/lib/site-reports/sections';

/** The templates the form can offer, or why it cannot. */
export type TemplateChoice =
  { status: 'loaded'; templates: readonly Template[] } | { status: 'unavailable'; reason: string };

/** Section names offered when the templates (and so their sections) are unknown (spec 2.4). */
export const SUGGESTED_SECTIONS = ['cover', 'overview', 'usage', 'themes'] as const;

function Swatch({ colour }: { colour: string | undefined }) {
  if (!colour) return null;
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: 16,
        height: 16,
        borderRadius: 0.5,
        bgcolor: colour,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}

/** The template's branding: brand colour swatch, logo and company, each only if usable. */
function TemplateBranding({ template }: { template: Template }) {
  const logo = safeHttpUrl(template.logo_url);
  const colour = safeHexColour(templateBrandColour(template));
  if (!logo && !colour && !template.company_name) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Swatch colour={colour} />
      {/* Decorative when the company is named beside it; otherwise it says whose it is. */}
      <BrandLogo
        url={logo}
        alt={template.company_name ? '' : `Logo of the ${template.template_name} template`}
      />
      {template.company_name ? (
        <Typography variant="body2">{template.company_name}</Typography>
      ) : null}
    </Stack>
  );
}

/** "Monthly client report · <company>": the option's text; a select's options are plain text. */
function templateOptionText(template: Template): string {
  return template.company_name
    ? `${template.template_name} · ${template.company_name}`
    : template.template_name;
}

/** The template field with the service's catalogue (read once per session), as the form has it. */
export function TemplateWithCatalogue({ choice }: { choice: TemplateChoice }) {
  return <TemplateField choice={choice} catalogue={useCatalogueSections()} />;
}

/** The template select, or a "Template UUID" field when templates cannot load. */
export function TemplateField({
  choice,
  catalogue,
}: {
  choice: TemplateChoice;
  /** The sections catalogue where it was read, for the names of sections left out. */
  catalogue?: readonly CatalogueSection[] | undefined;
}) {
  const { control, register, setValue, getValues, formState } =
    useFormContext<ScheduleFormValues>();
  const [leftOut, setLeftOut] = useState<readonly string[]>([]);

  if (choice.status === 'unavailable') {
    const { ref, ...field } = register('templateUuid');
    return (
      <Stack spacing={1.5}>
        <Alert severity="warning">
          {choice.reason} Enter the template’s UUID if you know it, and its section names below.
        </Alert>
        <TextInput
          {...field}
          inputRef={ref}
          label="Template UUID"
          autoComplete="off"
          inputProps={{ spellCheck: false }}
          error={!!formState.errors.templateUuid}
          helperText={
            formState.errors.templateUuid?.message ??
            'Optional: left blank, the service’s default template is used.'
          }
        />
      </Stack>
    );
  }

  const { templates } = choice;
  return (
    <Controller
      name="templateUuid"
      control={control}
      render={({ field, fieldState }) => {
        const known = templates.some((template) => template.template_uuid === field.value);
        return (
          <SelectInput
            label="Template"
            name={field.name}
            value={field.value}
            onChange={(event) => {
              const uuid = event.target.value;
              field.onChange(uuid);
              const template = templates.find((candidate) => candidate.template_uuid === uuid);
              if (template) {
                const offered = template.sections.map((section) => section.name);
                setLeftOut(getValues('sections').filter((name) => !offered.includes(name)));
                setValue(
                  'sections',
                  template.sections.map((section) => section.name),
                  { shouldDirty: true, shouldValidate: formState.isSubmitted },
                );
              }
            }}
            onBlur={field.onBlur}
            selectRef={field.ref}
            error={!!fieldState.error}
            helperText={
              fieldState.error?.message ??
              (leftOut.length > 0
                ? `Not in this template, so left out: ${sectionLabels(leftOut, catalogue).join(', ')}`
                : undefined)
            }
          >
            {field.value === '' ? <option value="">Service default</option> : null}
            {field.value && !known ? (
              <option value={field.value}>Current template ({field.value})</option>
            ) : null}
            {templates.map((template) => (
              <option key={template.template_uuid} value={template.template_uuid}>
                {templateOptionText(template)}
              </option>
            ))}
          </SelectInput>
        );
      }}
    />
  );
}

/** Whether the preview starts unfolded: not on a phone, where it would be the form's tallest part. */
function previewStartsOpen(wideFrom: number): boolean {
  return (
    typeof window.matchMedia !== 'function' ||
    window.matchMedia(`(min-width: ${wideFrom}px)`).matches
  );
}

/** The chosen template's branding, description and preview image (folded on a phone at first). */
export function TemplatePreview({ choice }: { choice: TemplateChoice }) {
  const templateUuid = useWatch<ScheduleFormValues, 'templateUuid'>({ name: 'templateUuid' });
  const theme = useTheme();
  const [open, setOpen] = useState(() => previewStartsOpen(theme.breakpoints.values.sm));
  const previewId = useId();
  if (choice.status !== 'loaded') return null;
  const template = choice.templates.find((candidate) => candidate.template_uuid === templateUuid);
  if (!template) return null;
  const preview = safeHttpUrl(template.preview_image_url);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TemplateBranding template={template} />
      {template.description ? (
        <Typography variant="body2" color="text.secondary">
          {template.description}
        </Typography>
      ) : null}
      {preview ? (
        <Box sx={{ alignSelf: 'stretch' }}>
          <Button
            size="small"
            aria-expanded={open}
            aria-controls={previewId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
            sx={{ minHeight: 32, ml: -0.5 }}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            Template preview
          </Button>
          <div id={previewId}>
            {open ? (
              <Box
                component="img"
                src={preview}
                alt={`Preview of the ${template.template_name} template`}
                sx={{
                  display: 'block',
                  width: '100%',
                  maxWidth: 240,
                  height: 'auto',
                  mt: 1,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              />
            ) : null}
          </div>
        </Box>
      ) : null}
    </Stack>
  );
}

/** What the form can offer, from the templates query's outcome. */
export function templateChoiceFrom(query: {
  data?: { templates: readonly Template[] } | undefined;
  error: unknown;
}): TemplateChoice {
  if (query.data && query.data.templates.length > 0) {
    return { status: 'loaded', templates: query.data.templates };
  }
  if (query.data) {
    return { status: 'unavailable', reason: 'No report templates are available to this account.' };
  }
  const why = query.error instanceof Error ? ` ${query.error.message}` : '';
  return { status: 'unavailable', reason: `The report templates could not be loaded.${why}` };
}
