import Box from '@mui/material/Box';
import { memo, useRef, useState } from 'react';
import { Button } from '#src/components/button';
import { Choice, ChoiceGroup } from '#src/components/fields/choice-group';
import { NewRecipientFields } from '#src/components/fields/new-recipient-fields';
import { TextInput } from '#src/components/fields/text-input';
import { StepSection } from '#src/components/step-section';
import type { BulkAction } from '#src/domain/bulk-recipients';
import {
  parseCrossSiteChange,
  type CrossSiteDraft,
  type CrossSiteErrors,
  type CrossSiteKind,
} from '#src/domain/cross-site-recipients';

const CHOICES: { kind: CrossSiteKind; label: string }[] = [
  { kind: 'replace', label: 'Replace an address with another' },
  { kind: 'remove', label: 'Remove an address' },
  { kind: 'add-to-every', label: 'Add a recipient to every schedule' },
];

/**
 * What to change on the chosen sites, checked before any site's list is read. Memoised: the find
 * beside it redraws at each count.
 */
export const RecipientChangeForm = memo(function RecipientChangeForm({
  siteCount,
  disabled,
  onFind,
  onEdit,
}: {
  siteCount: number;
  /** While a find or a run goes on. */
  disabled: boolean;
  onFind: (action: BulkAction) => void;
  /** Something changed: a find or review of the earlier choice no longer holds. */
  onEdit: () => void;
}) {
  const [draft, setDraft] = useState<CrossSiteDraft>({ kind: '', find: '', name: '', email: '' });
  const [errors, setErrors] = useState<CrossSiteErrors & { sites?: string }>({});
  const kindRef = useRef<HTMLInputElement>(null);
  const findRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const needsFind = draft.kind === 'replace' || draft.kind === 'remove';
  const needsRecipient = draft.kind === 'replace' || draft.kind === 'add-to-every';

  function change(next: Partial<CrossSiteDraft>) {
    setDraft((current) => ({ ...current, ...next }));
    onEdit();
  }

  function find() {
    const parsed = parseCrossSiteChange(draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      const { kind, find: address, name } = parsed.errors;
      const first = kind ? kindRef : address ? findRef : name ? nameRef : emailRef;
      first.current?.focus();
      return;
    }
    if (siteCount === 0) {
      setErrors({ sites: 'Choose at least one site above.' });
      return;
    }
    setErrors({});
    onFind(parsed.action);
  }

  return (
    <StepSection heading="Choose the change" focusOnMount={false}>
      <ChoiceGroup legend="What to do" error={errors.kind}>
        {CHOICES.map(({ kind, label }, index) => (
          <Choice
            key={kind}
            type="radio"
            name="cross-site-action"
            label={label}
            value={kind}
            checked={draft.kind === kind}
            inputRef={index === 0 ? kindRef : undefined}
            onChange={() => change({ kind })}
          />
        ))}
      </ChoiceGroup>
      {needsFind ? (
        <TextInput
          label={draft.kind === 'replace' ? 'Address to replace' : 'Address to remove'}
          name="cross-site-find"
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          value={draft.find}
          inputRef={findRef}
          onChange={(event) => change({ find: event.target.value })}
          error={errors.find !== undefined}
          helperText={errors.find}
        />
      ) : null}
      {needsRecipient ? (
        <NewRecipientFields
          namePrefix="cross-site"
          value={draft}
          errors={errors}
          onChange={change}
          nameRef={nameRef}
          emailRef={emailRef}
        />
      ) : null}
      <Box>
        <Button variant="contained" onClick={find} disabled={disabled}>
          {`Find the schedules on ${siteCount} site${siteCount === 1 ? '' : 's'}`}
        </Button>
        <Box role="alert" sx={{ mt: 1, color: 'error.main', '&:empty': { display: 'none' } }}>
          {errors.sites}
        </Box>
      </Box>
    </StepSection>
  );
});
