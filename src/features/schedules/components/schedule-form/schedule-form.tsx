/** The schedule form for create and edit; the page owns the request, errors and navigation. */
import { FORM_MAX_WIDTH_PX } from '#src/components/tokens';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useEffect,
  useId,
  useRef,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { FormProvider, useFormState } from 'react-hook-form';
import { fieldId } from '#src/components/fields/field-frame';
import { TextInput } from '#src/components/fields/text-input';
import type { SavedSchedule, ScheduleFormValues } from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import { useOnlineStatus } from '#src/lib/hooks/use-online-status';
import { useUnsavedChanges } from '#src/lib/forms/use-unsaved-changes';
import { CadencePicker } from './cadence-picker';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { DraftOffer } from './draft-offer';
import { FormErrorSummary, type FormErrorSummaryHandle } from './form-error-summary';
import { RecipientsField } from './recipients-field';
import { FormRunCalendar } from './run-calendar';
import { SectionsWithCatalogue } from './sections-field';
import { TemplatePreview, TemplateWithCatalogue, type TemplateChoice } from './template-field';
import { useBlurChecksHeldForSubmit } from './use-blur-checks-held-for-submit';
import { useDraftAutosave, type ScheduleDraft } from './use-schedule-draft';
import type { ScheduleFormApi } from './use-schedule-form';
import { Button, ButtonLink } from '#src/components/button';

export interface ScheduleFormProps {
  form: ScheduleFormApi;
  mode: 'create' | 'edit';
  /** The user's zone (fields and runs) and the service's (its calendar). */
  zones: CalendarZones;
  /** The edited schedule as loaded; its saved rule stands while the when-fields are unchanged. */
  saved?: SavedSchedule | undefined;
  templates: TemplateChoice;
  draft: ScheduleDraft;
  /** Sends the values; the form stays busy until the promise settles, so a double click sends once. */
  onSubmit: (values: ScheduleFormValues) => Promise<void> | void;
  /** The request is running (or being checked) outside `onSubmit`'s promise. */
  busy?: boolean;
  cancelTo: string;
  /** The page's messages about the last submit: its failure, "No changes to save". */
  feedback?: ReactNode;
}

/** The form's sections: tighter on a phone, where every pixel of height is scrolled past. */
const SECTION_SX = { p: { xs: 1.5, sm: 3 } } as const;

/** A section of the form, named by its heading. */
function FormSection({
  heading,
  spacing,
  children,
}: {
  heading: string;
  spacing: { xs: number; sm: number };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={SECTION_SX}>
      <Stack spacing={spacing}>
        <Typography id={headingId} variant="h6" component="h2">
          {heading}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

export function ScheduleForm({
  form,
  mode,
  zones,
  saved,
  templates,
  draft,
  onSubmit,
  busy = false,
  cancelTo,
  feedback,
}: ScheduleFormProps) {
  // No form state read here, or all below re-renders on each change; the children read theirs.
  const submitLock = useRef(false);
  const errorSummary = useRef<FormErrorSummaryHandle>(null);
  const blurChecks = useBlurChecksHeldForSubmit();

  async function submitValues(values: ScheduleFormValues) {
    errorSummary.current?.hide();
    // Both clicks of a double click get here after validation; only the first one sends.
    if (submitLock.current) return;
    submitLock.current = true;
    try {
      await onSubmit(values);
    } finally {
      submitLock.current = false;
    }
  }

  function handleFormSubmit(event: FormEvent<HTMLFormElement>) {
    void form.handleSubmit(submitValues, () => errorSummary.current?.show())(event);
  }

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        sx={{ maxWidth: FORM_MAX_WIDTH_PX }}
        onSubmit={handleFormSubmit}
        {...blurChecks}
        aria-label={mode === 'create' ? 'New schedule' : 'Edit schedule'}
      >
        <DraftOffer
          draft={draft}
          timeZone={zones.user}
          focusFirstField={() => document.getElementById(fieldId('title'))?.focus()}
        />
        <Stack spacing={{ xs: 2, sm: 3 }}>
          <FormErrorSummary ref={errorSummary} />
          <Typography variant="body2" color="text.secondary">
            All fields are required unless marked optional.
          </Typography>

          <FormSection heading="Report" spacing={{ xs: 1.5, sm: 2.5 }}>
            <TitleField form={form} />
            <TemplateWithCatalogue choice={templates} />
            <TemplatePreview choice={templates} />
            <SectionsWithCatalogue choice={templates} />
          </FormSection>

          <FormSection heading="When it runs" spacing={{ xs: 1.5, sm: 2 }}>
            <Box
              sx={{
                display: 'grid',
                gap: { xs: 2, sm: 3 },
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
                alignItems: 'start',
              }}
            >
              <CadencePicker zones={zones} saved={saved} />
              <FormRunCalendar zones={zones} saved={saved} />
            </Box>
          </FormSection>

          <Paper variant="outlined" sx={SECTION_SX}>
            <RecipientsField />
          </Paper>

          {feedback}

          <FormActions
            form={form}
            submitLabel={mode === 'create' ? 'Create schedule' : 'Save changes'}
            busy={busy}
            cancelTo={cancelTo}
            draft={draft}
          />
        </Stack>
      </Box>
    </FormProvider>
  );
}

function TitleField({ form }: { form: ScheduleFormApi }) {
  const { errors } = useFormState({ control: form.control, name: 'title' });
  const { ref, ...title } = form.register('title');
  return (
    <TextInput
      {...title}
      inputRef={ref}
      label="Title"
      autoComplete="off"
      error={!!errors.title}
      helperText={errors.title?.message}
      inputProps={{ 'aria-required': true }}
    />
  );
}

/** Submit, Cancel and the offline note; they follow only whether the form is being sent. */
function FormActions({
  form,
  submitLabel,
  busy,
  cancelTo,
  draft,
}: {
  form: ScheduleFormApi;
  submitLabel: string;
  busy: boolean;
  cancelTo: string;
  draft: ScheduleDraft;
}) {
  const online = useOnlineStatus();
  const { isSubmitting } = useFormState({ control: form.control });
  const leaveRef = useRef<LeaveWithChanges | null>(null);
  const offlineNoteId = useId();
  const inFlight = busy || isSubmitting;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!online || inFlight}
          loading={inFlight}
          aria-describedby={online ? undefined : offlineNoteId}
        >
          {submitLabel}
        </Button>
        <ButtonLink
          to={cancelTo}
          size="large"
          onClick={(event: MouseEvent) => {
            const leave = leaveRef.current;
            if (!leave) return;
            event.preventDefault();
            leave(cancelTo);
          }}
        >
          Cancel
        </ButtonLink>
      </Stack>
      {online ? null : (
        <Typography id={offlineNoteId} variant="body2" color="warning.dark">
          You are offline, so the schedule cannot be saved yet. Keep editing: your changes are kept,
          and saving works again once the connection is back.
        </Typography>
      )}
      <UnsavedChangesGuard form={form} draft={draft} leaveRef={leaveRef} />
    </Stack>
  );
}

type LeaveWithChanges = (to: string) => void;

/** Unsaved-changes guard and draft autosave, apart as they follow every change; see `leaveRef`. */
function UnsavedChangesGuard({
  form,
  draft,
  leaveRef,
}: {
  form: ScheduleFormApi;
  draft: ScheduleDraft;
  leaveRef: RefObject<LeaveWithChanges | null>;
}) {
  const { isDirty } = useFormState({ control: form.control });
  const unsaved = useUnsavedChanges(isDirty);
  useDraftAutosave(form, draft);
  useEffect(() => {
    leaveRef.current = isDirty ? unsaved.leave : null;
  }, [isDirty, unsaved.leave, leaveRef]);

  return (
    <DiscardChangesDialog
      open={unsaved.confirmOpen}
      onKeepEditing={unsaved.keepEditing}
      onDiscard={() => {
        draft.finish();
        unsaved.discard();
      }}
    />
  );
}
