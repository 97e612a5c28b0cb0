import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FieldWithButton } from '#src/components/fields/field-with-button';
import { TextInput } from '#src/components/fields/text-input';
import { isUuid, UUID_MESSAGE } from '#src/domain/ids';

/** The fallback's way to a site, by its ID; `sitePath` is the schedules feature's, from the app. */
export function OpenSiteById({ sitePath }: { sitePath: (siteId: string) => string }) {
  const navigate = useNavigate();
  const [siteId, setSiteId] = useState('');
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isUuid(siteId)) {
      setError(siteId.trim() ? UUID_MESSAGE : 'Enter the site ID');
      return;
    }
    void navigate(sitePath(siteId.trim()));
  }

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Open a site by its ID">
      <FieldWithButton
        buttonLabel="Open"
        buttonVariant="contained"
        field={
          <TextInput
            label="Site ID"
            value={siteId}
            onChange={(event) => {
              setSiteId(event.target.value);
              if (error) setError(null);
            }}
            error={!!error}
            helperText={error ?? 'The UUID of the site whose report schedules you manage.'}
            placeholder="0f8b7c52-3d7e-4a51-9a6b-2c1e5f4d8a10"
            autoComplete="off"
            inputProps={{ spellCheck: false }}
          />
        }
      />
    </Box>
  );
}
