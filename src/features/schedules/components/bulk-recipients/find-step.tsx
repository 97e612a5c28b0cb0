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

/** Step 1: the address to look for, and how many of the site's schedules have it. */
export function FindStep({
  total,
  result,
  startFocused,
  onFind,
}: {
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
        Enter the email address of a recipient to find every schedule of this site that sends to it.
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
        {result ? findMessage(result, total) : ''}
      </Typography>
    </StepSection>
  );
}

function findMessage({ email, count }: FindResult, total: number): string {
  if (count === 0) {
    return `No schedule of this site has ${email} as a recipient (${schedulesCount(total)} searched).`;
  }
  return `Found in ${count} of ${schedulesCount(total)}.`;
}
