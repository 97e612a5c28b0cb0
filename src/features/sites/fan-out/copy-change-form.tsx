import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState, type ChangeEvent } from 'react';
import { Button } from '#src/components/button';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { SelectInput } from '#src/components/fields/select-input';
import { TextInput } from '#src/components/fields/text-input';
import { StepSection } from '#src/components/step-section';
import { recipientKey, parseRecipientEntries } from '#src/domain/recipients';
import {
  formatUtcIso,
  frequencyFor,
  isLocalDate,
  isLocalTime,
  toInstant,
  type Cadence,
} from '#src/domain/recurrence';
import type { CopyChange } from '#src/domain/schedule-copies';
import { UpdateScheduleRequestSchema } from '#src/domain/schemas';

/** A change for the ticked copies, or deleting them. */
export type CopyAction = { kind: 'change'; change: CopyChange } | { kind: 'delete' };

type Part = 'title' | 'cadence' | 'recipients' | 'sections';

const PARTS: { part: Part; label: string }[] = [
  { part: 'title', label: 'Title' },
  { part: 'cadence', label: 'Cadence and first run' },
  { part: 'recipients', label: 'Recipients' },
  { part: 'sections', label: 'Sections' },
];

const CADENCE_WORDS: Record<Cadence, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month, on the first run’s day',
};

interface Draft {
  kind: '' | 'change' | 'delete';
  parts: ReadonlySet<Part>;
  title: string;
  cadence: Cadence;
  date: string;
  time: string;
  recipients: string;
  sections: string;
}

type Errors = Partial<Record<'kind' | 'parts' | Part | 'date', string>>;

const splitNames = (text: string) =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** The draft as a change the schemas accept, or what is wrong with it, field by field. */
function parseDraft(
  draft: Draft,
  serviceTimeZone: string,
): { action: CopyAction } | { errors: Errors } {
  if (draft.kind === '') return { errors: { kind: 'Choose what to do with the copies.' } };
  if (draft.kind === 'delete') return { action: { kind: 'delete' } };
  if (draft.parts.size === 0) return { errors: { parts: 'Choose at least one thing to change.' } };
  const errors: Errors = {};
  const change: CopyChange = {};
  if (draft.parts.has('title')) {
    if (!draft.title.trim()) errors.title = 'Enter the new title.';
    else change.title = draft.title.trim();
  }
  if (draft.parts.has('cadence')) {
    if (!isLocalDate(draft.date) || !isLocalTime(draft.time)) {
      errors.date = 'Enter the first run’s date and time.';
    } else {
      change.frequency = frequencyFor(draft.cadence, Number(draft.date.slice(8)));
      change.next_scheduled_date = formatUtcIso(
        toInstant({ date: draft.date, time: draft.time }, serviceTimeZone),
      );
    }
  }
  if (draft.parts.has('recipients')) {
    const rows = parseRecipientEntries(draft.recipients);
    const keys = new Set(rows.map(({ email }) => recipientKey(email)));
    if (rows.length === 0) errors.recipients = 'Enter at least one address.';
    else if (keys.size < rows.length) errors.recipients = 'An address is there twice.';
    else {
      change.recipients = rows.map(({ name, email }) =>
        name.trim() ? { name: name.trim(), email: email.trim() } : { email: email.trim() },
      );
    }
  }
  if (draft.parts.has('sections')) {
    const names = splitNames(draft.sections);
    if (names.length === 0) errors.sections = 'Enter at least one section.';
    else change.sections = names.map((name) => ({ name }));
  }
  // The schemas have the last word (an address that is not an email, a past first run…).
  const parsed = UpdateScheduleRequestSchema.safeParse(change);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [field] = issue.path;
      const part: keyof Errors =
        field === 'title' || field === 'recipients' || field === 'sections' ? field : 'date';
      errors[part] ??= issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { action: { kind: 'change', change } };
}

/** What to do with the ticked copies: change parts (each replaces the copy's) or delete them. */
export function CopyChangeForm({
  serviceTimeZone,
  disabled,
  onReview,
  onEdit,
}: {
  serviceTimeZone: string;
  disabled: boolean;
  onReview: (action: CopyAction) => void;
  /** Something changed: a review of the earlier choice no longer holds. */
  onEdit: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({
    kind: '',
    parts: new Set(),
    title: '',
    cadence: 'weekly',
    date: '',
    time: '09:00',
    recipients: '',
    sections: '',
  });
  const [errors, setErrors] = useState<Errors>({});

  function change(next: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...next }));
    onEdit();
  }

  function togglePart(part: Part, on: boolean) {
    const parts = new Set(draft.parts);
    if (on) parts.add(part);
    else parts.delete(part);
    change({ parts });
  }

  function review() {
    const parsed = parseDraft(draft, serviceTimeZone);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    onReview(parsed.action);
  }

  return (
    <StepSection heading="Choose the change" focusOnMount={false}>
      <ChoiceGroup legend="What to do with the ticked copies" error={errors.kind}>
        <Choice
          type="radio"
          name="copies-action"
          label="Change them"
          value="change"
          checked={draft.kind === 'change'}
          onChange={() => change({ kind: 'change' })}
        />
        <Choice
          type="radio"
          name="copies-action"
          label="Delete them"
          value="delete"
          checked={draft.kind === 'delete'}
          onChange={() => change({ kind: 'delete' })}
        />
      </ChoiceGroup>
      {draft.kind === 'change' ? (
        <ChoiceGroup legend="What to change" error={errors.parts}>
          {PARTS.map(({ part, label }) => (
            <Choice
              key={part}
              type="checkbox"
              label={label}
              checked={draft.parts.has(part)}
              onChange={(event) => togglePart(part, event.target.checked)}
            />
          ))}
        </ChoiceGroup>
      ) : null}
      {draft.kind === 'change' ? (
        <PartFields
          draft={draft}
          errors={errors}
          serviceTimeZone={serviceTimeZone}
          onChange={change}
        />
      ) : null}
      <Box>
        <Button variant="contained" onClick={review} disabled={disabled}>
          Review the change
        </Button>
      </Box>
    </StepSection>
  );
}

/** The fields of the parts ticked: each replaces what the copies have. */
function PartFields({
  draft,
  errors,
  serviceTimeZone,
  onChange: change,
}: {
  draft: Draft;
  errors: Errors;
  serviceTimeZone: string;
  onChange: (next: Partial<Draft>) => void;
}) {
  /** A checked text field's props; `hint` shows until there is an error. */
  const field = (part: 'title' | 'date' | 'recipients' | 'sections', hint?: string) => ({
    name: `copies-${part}`,
    required: true,
    value: draft[part],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change({ [part]: event.target.value }),
    error: errors[part] !== undefined,
    helperText: errors[part] ?? hint,
  });
  return (
    <>
      {draft.parts.has('title') ? <TextInput label="New title" {...field('title')} /> : null}
      {draft.parts.has('cadence') ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap>
          <SelectInput
            label="Cadence"
            name="copies-cadence"
            value={draft.cadence}
            onChange={(event) => change({ cadence: event.target.value as Cadence })}
          >
            {(Object.keys(CADENCE_WORDS) as Cadence[]).map((cadence) => (
              <option key={cadence} value={cadence}>
                {CADENCE_WORDS[cadence]}
              </option>
            ))}
          </SelectInput>
          <TextInput
            label="First run date"
            type="date"
            {...field('date', `In the service’s time zone (${serviceTimeZone})`)}
          />
          <TextInput
            label="First run time"
            name="copies-time"
            type="time"
            required
            value={draft.time}
            onChange={(event) => change({ time: event.target.value })}
          />
        </Stack>
      ) : null}
      {draft.parts.has('recipients') ? (
        <TextInput
          label="Recipients"
          autoComplete="off"
          spellCheck={false}
          {...field(
            'recipients',
            'Addresses separated by commas: they replace each copy’s recipients',
          )}
        />
      ) : null}
      {draft.parts.has('sections') ? (
        <TextInput
          label="Sections"
          autoComplete="off"
          {...field(
            'sections',
            'Section names separated by commas: they replace each copy’s sections',
          )}
        />
      ) : null}
    </>
  );
}
