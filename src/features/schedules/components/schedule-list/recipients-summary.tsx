import { useId, useState } from 'react';
import type { Recipient } from '#src/domain/schemas';

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
 * their addresses in place (its title shows the same list on hover and describes the button), so
 * touch, keyboard and screen reader users reach the full list alike. Plain elements styled by
 * schedule-card-styles.ts, like the rest of the card.
 */
export function RecipientsSummary({ recipients }: { recipients: readonly Recipient[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();

  if (recipients.length === 0) {
    return <p className="schedule-card__text">No recipients</p>;
  }

  const shown = recipients.slice(0, SHOWN_RECIPIENTS);
  const hidden = recipients.length - shown.length;

  return (
    <div>
      <span className="schedule-card__text">{shown.map(displayName).join(', ')}</span>
      {hidden > 0 ? (
        <>
          {' '}
          <button
            type="button"
            className="schedule-card__more"
            aria-expanded={expanded}
            aria-controls={listId}
            title={expanded ? undefined : recipients.map(fullEntry).join(', ')}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show fewer' : `+${hidden} more`}
            <span className="schedule-card__hidden">
              {expanded ? ' recipients' : ` recipient${hidden === 1 ? '' : 's'}`}
            </span>
          </button>
        </>
      ) : null}
      {hidden > 0 && expanded ? (
        <ul
          id={listId}
          aria-label={`All ${recipients.length} recipients`}
          className="schedule-card__everyone"
        >
          {recipients.map((recipient, index) => (
            <li key={`${recipient.email}-${index}`} className="schedule-card__text">
              {fullEntry(recipient)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
