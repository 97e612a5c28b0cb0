import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { Recipient } from '../../../../domain/schemas';
import { visuallyHidden } from '../../../../components/visually-hidden';

/** How many recipients a card names before "+N more". */
const SHOWN_RECIPIENTS = 2;

function displayName(recipient: Recipient): string {
  return recipient.name?.trim() || recipient.email;
}

function fullEntry(recipient: Recipient): string {
  const name = recipient.name?.trim();
  return name ? `${name} <${recipient.email}>` : recipient.email;
}

/**
 * "Dana Whitfield, Marco Alvarez +3 more". The "+3 more" is a button that lists everyone with
 * their addresses in place (hovering shows the same list), so touch, keyboard and screen reader
 * users reach the full list alike.
 */
export function RecipientsSummary({ recipients }: { recipients: readonly Recipient[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  if (recipients.length === 0) {
    return <Typography variant="body2">No recipients</Typography>;
  }

  const shown = recipients.slice(0, SHOWN_RECIPIENTS);
  const hidden = recipients.length - shown.length;

  return (
    <Box>
      <Typography variant="body2" component="span" sx={{ wordBreak: 'break-word' }}>
        {shown.map(displayName).join(', ')}
      </Typography>
      {hidden > 0 ? (
        <>
          {' '}
          <Tooltip
            title={expanded ? '' : recipients.map(fullEntry).join(', ')}
            describeChild
            enterDelay={400}
          >
            <Link
              component="button"
              type="button"
              variant="body2"
              aria-expanded={expanded}
              aria-controls={listId}
              onClick={() => setExpanded((open) => !open)}
              sx={{ verticalAlign: 'baseline' }}
            >
              {expanded ? 'Show fewer' : `+${hidden} more`}
              <Box component="span" sx={visuallyHidden}>
                {expanded ? ' recipients' : ` recipient${hidden === 1 ? '' : 's'}`}
              </Box>
            </Link>
          </Tooltip>
        </>
      ) : null}
      {hidden > 0 && expanded ? (
        <Box
          component="ul"
          id={listId}
          aria-label={`All ${recipients.length} recipients`}
          sx={{ m: 0, mt: 0.5, pl: 2.5 }}
        >
          {recipients.map((recipient, index) => (
            <Typography
              component="li"
              variant="body2"
              key={`${recipient.email}-${index}`}
              sx={{ wordBreak: 'break-word' }}
            >
              {fullEntry(recipient)}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
