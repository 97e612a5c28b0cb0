import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Alert } from '#src/components/alert';
import { Button } from '#src/components/button';
import { visuallyHidden } from '#src/components/visually-hidden';
import { draftSavedWhen } from './draft-summary';
import type { ScheduleDraft } from './use-schedule-draft';

/** A draft from an earlier visit, with Restore and Discard; either way focus goes to the first field. */
export function DraftOffer({
  draft,
  timeZone,
  focusFirstField,
}: {
  draft: ScheduleDraft;
  /** The user's zone, for when the draft was saved. */
  timeZone: string;
  focusFirstField: () => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const { offer } = draft;
  const title = offer?.values.title.trim();
  return (
    <>
      {/* Always there, so screen readers follow it; out of the layout. */}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {offer ? (
        <Alert
          severity="info"
          role="region"
          aria-label="Unsaved draft"
          sx={{ mb: { xs: 2, sm: 3 } }}
        >
          You have an unsaved draft of {title ? `“${title}”` : 'an untitled schedule'} from{' '}
          {draftSavedWhen(new Date(offer.savedAt), new Date(), timeZone)} (
          {offer.changes.join(', ')} changed).
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button
              variant="outlined"
              color="inherit"
              size="small"
              onClick={() => {
                draft.restore();
                setAnnouncement('Draft restored.');
                focusFirstField();
              }}
            >
              Restore
            </Button>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                draft.discard();
                setAnnouncement('Draft discarded.');
                focusFirstField();
              }}
            >
              Discard
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </>
  );
}
