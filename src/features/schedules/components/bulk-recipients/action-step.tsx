import Box from '@mui/material/Box';
import { useRef, useState } from 'react';
import { Button } from '#src/components/button';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { NewRecipientFields } from '#src/components/fields/new-recipient-fields';
import {
  parseNewRecipient,
  planChange,
  type BulkAction,
  type RecipientFieldErrors,
} from '#src/domain/bulk-recipients';
import type { Schedule } from '#src/domain/schemas';
import { StepSection } from '#src/components/step-section';
import { schedulesCount } from '#src/components/step-words';

type ActionKind = BulkAction['kind'];

const CHOICES: { kind: ActionKind; label: string }[] = [
  { kind: 'replace', label: 'Replace with another recipient' },
  { kind: 'remove', label: 'Remove from these schedules' },
  { kind: 'add', label: 'Add a recipient to these schedules' },
];

interface Draft {
  kind: ActionKind | '';
  name: string;
  email: string;
}

/** Step 2: what to do; Remove is not offered where the address is the only recipient. */
export function ActionStep({
  email,
  schedules,
  onReview,
  onEdit,
}: {
  email: string;
  schedules: readonly Schedule[];
  onReview: (action: BulkAction) => void;
  /** Something changed: a review of the earlier choice no longer holds. */
  onEdit: () => void;
}) {
  const [draft, setDraft] = useState<Draft>({ kind: '', name: '', email: '' });
  const [errors, setErrors] = useState<RecipientFieldErrors & { kind?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const choiceRef = useRef<HTMLInputElement>(null);
  const onlyRecipientOf = schedules.filter(
    (schedule) => planChange(schedule.recipients, { kind: 'remove', email }).kind === 'skip',
  ).length;
  const removable = onlyRecipientOf < schedules.length;
  const needsRecipient = draft.kind === 'replace' || draft.kind === 'add';

  function change(next: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...next }));
    onEdit();
  }

  function review() {
    if (draft.kind === '') {
      setErrors({ kind: 'Choose what to do.' });
      choiceRef.current?.focus();
      return;
    }
    if (draft.kind === 'remove') {
      setErrors({});
      onReview({ kind: 'remove', email });
      return;
    }
    const parsed = parseNewRecipient(draft.name, draft.email);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      (parsed.errors.name !== undefined ? nameRef : emailRef).current?.focus();
      return;
    }
    setErrors({});
    onReview({ kind: draft.kind, email, recipient: parsed.recipient });
  }

  return (
    <StepSection heading="Choose what to do">
      <ChoiceGroup
        legend={`What to do with ${email}`}
        error={errors.kind}
        notes={onlyRecipientNote(onlyRecipientOf, removable)}
      >
        {CHOICES.map(({ kind, label }, index) => (
          <Choice
            key={kind}
            type="radio"
            name="bulk-action"
            label={label}
            value={kind}
            checked={draft.kind === kind}
            disabled={kind === 'remove' && !removable}
            inputRef={index === 0 ? choiceRef : undefined}
            onChange={() => change({ kind })}
          />
        ))}
      </ChoiceGroup>
      {needsRecipient ? (
        <NewRecipientFields
          namePrefix="bulk-new"
          value={draft}
          errors={errors}
          onChange={change}
          nameRef={nameRef}
          emailRef={emailRef}
        />
      ) : null}
      <Box>
        <Button variant="outlined" onClick={review}>
          Review changes
        </Button>
      </Box>
    </StepSection>
  );
}

/** Why removing is not offered on some or all of the schedules found. */
function onlyRecipientNote(count: number, removable: boolean): string | undefined {
  if (count === 0) return undefined;
  if (!removable) {
    return 'Removing is not possible: it is the only recipient of every schedule found, and a schedule needs at least one.';
  }
  return `Removing is not possible on ${schedulesCount(count)} where it is the only recipient: a schedule needs at least one.`;
}
