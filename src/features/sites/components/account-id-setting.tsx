import { FieldWithButton } from '#src/components/fields/field-with-button';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { TextInput } from '#src/components/fields/text-input';
import { useEnvironment } from '#src/lib/session/environment-context';
import { saveAccountId, useStoredAccountId } from '#src/lib/session/account-id';

/** The fallback's "Account ID": templates are per account, and without sites none is known. */
export function AccountIdSetting() {
  const { config } = useEnvironment();
  const stored = useStoredAccountId();
  const [value, setValue] = useState(stored ?? '');
  const [saved, setSaved] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveAccountId(value);
    setSaved(true);
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby="account-heading"
    >
      <Typography id="account-heading" variant="h6" component="h2">
        Account
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Report templates belong to a WP Engine account. This service does not say which account a
        site belongs to, so enter your account ID to list its templates in the schedule form.
        {config.accountId
          ? ` This installation uses ${config.accountId} unless you set another.`
          : ''}
      </Typography>
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Account ID setting">
        <FieldWithButton
          buttonLabel="Save"
          buttonVariant="outlined"
          field={
            <TextInput
              label="Account ID (optional)"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setSaved(false);
              }}
              autoComplete="off"
              inputProps={{ spellCheck: false }}
            />
          }
        />
        <Typography role="status" variant="body2" sx={{ mt: 1 }}>
          {saved
            ? value.trim()
              ? `Templates will be listed for account ${value.trim()}.`
              : 'Account ID cleared.'
            : ''}
        </Typography>
      </Box>
    </Paper>
  );
}
