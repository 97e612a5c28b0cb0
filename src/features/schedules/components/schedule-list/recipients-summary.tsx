import { useId, useState } from 'react';
import type { Recipient } from '#src/domain/schemas';

function displayName(recipient: Recipient): string {
  return recipient.name?.trim() || recipient.email;
}

function fullEntry(recipient: Recipient): string {
  const name = recipient.name?.trim();
  return name ? `${name} <${recipient.email}>` : recipient.email;
}

/** '3 recipients', '1 recipient', 'No recipients': a phone card's count. */
export function recipientCount(count: number): string {
  if (count === 0) return 'No recipients';
  return `${count} recipient${count === 1 ? '' : 's'}`;
}

/**
 * "Dana Whitfield +4 more": the first recipient, cut short with its whole entry in its title if
 * the column is narrow. The "+4 more" is a button that lists everyone with their addresses in
 * place (its title shows the same list on hover and describes the button), so touch, keyboard
 * and screen reader users reach the full list alike. Plain elements styled by
 * schedule-table-styles.ts, like the rest of the row.
 */
export function RecipientsSummary({ recipients }: { recipients: readonly Recipient[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const [first] = recipients;

  if (!first) return <span className="schedule-list__secondary">No recipients</span>;

  const hidden = recipients.length - 1;

  return (
    <div>
      <div className="schedule-recipients">
        <span className="schedule-list__clip" title={fullEntry(first)}>
          {displayName(first)}
        </span>
        {hidden > 0 ? (
          <button
            type="button"
            className="schedule-recipients__more"
            aria-expanded={expanded}
            aria-controls={listId}
            title={expanded ? undefined : recipients.map(fullEntry).join(', ')}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show fewer' : `+${hidden} more`}
            <span className="schedule-list__hidden">
              {expanded ? ' recipients' : ` recipient${hidden === 1 ? '' : 's'}`}
            </span>
          </button>
        ) : null}
      </div>
      {hidden > 0 && expanded ? (
        <ul
          id={listId}
          aria-label={`All ${recipients.length} recipients`}
          className="schedule-recipients__everyone"
        >
          {recipients.map((recipient, index) => (
            <li key={`${recipient.email}-${index}`}>{fullEntry(recipient)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
