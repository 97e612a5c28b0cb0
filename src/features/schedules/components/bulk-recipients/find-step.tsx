import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FieldWithButton } from '#src/components/fields/field-with-button';
import { TextInput } from '#src/components/fields/text-input';
import { parseSearchEmail } from '#src/domain/bulk-recipients';
import { StepSection } from '#src/components/step-section';
import { schedulesCount } from '#src/components/step-words';

interface FindResult {
  email: string;
  count: number;
}

/** Where the search looks: all the site's schedules, or those selected on the list. */
export type FindScope = 'site' | 'selection';

/** Step 1: the address to look for, and how many of the schedules in scope have it. */
export function FindStep({
  scope,
  total,
  result,
  startFocused,
  onFind,
}: {
  scope: FindScope;
  total: number;
  result: FindResult | null;
  /** Focus the step's heading when it appears (not on arrival: the page's heading has it). */
  startFocused: boolean;
  onFind: (email: string) => void;
}) {
  const [email, setEmail] = useState(result?.email ?? '');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <StepSection heading="Find the schedules" focusOnMount={startFocused}>
      <Typography color="text.secondary">
        {scope === 'site'
          ? 'Enter the email address of a recipient to find every schedule of this site that sends to it.'
          : 'Enter the email address of a recipient to find which of the selected schedules send to it.'}
      </Typography>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = parseSearchEmail(email);
          if ('error' in parsed) {
            setError(parsed.error);
            inputRef.current?.focus();
            return;
          }
          setError(undefined);
          onFind(parsed.email);
        }}
      >
        <FieldWithButton
          field={
            <TextInput
              label="Email address"
              name="bulk-search-email"
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={email}
              inputRef={inputRef}
              onChange={(event) => setEmail(event.target.value)}
              error={error !== undefined}
              helperText={error}
            />
          }
          buttonLabel="Find schedules"
          buttonVariant="contained"
        />
      </form>
      {/* Always in the page, so the answer is announced when it changes. */}
      <Typography role="status" sx={{ '&:empty': { display: 'none' } }}>
        {result ? findMessage(result, total, scope) : ''}
      </Typography>
    </StepSection>
  );
}

function findMessage({ email, count }: FindResult, total: number, scope: FindScope): string {
  if (count === 0) {
    const none = scope === 'site' ? 'No schedule of this site' : 'No selected schedule';
    return `${none} has ${email} as a recipient (${schedulesCount(total)} searched).`;
  }
  return `Found in ${count} of ${schedulesCount(total)}${scope === 'site' ? '' : ' selected'}.`;
}
