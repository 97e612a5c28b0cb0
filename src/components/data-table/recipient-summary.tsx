import { useId } from 'react';
import { useStateFor } from '#src/lib/hooks/use-state-for';
import { formatCount } from '#src/domain/format';

interface Addressee {
  name?: string | null;
  email: string;
}

function displayName(recipient: Addressee): string {
  return recipient.name?.trim() || recipient.email;
}

function fullEntry(recipient: Addressee): string {
  const name = recipient.name?.trim();
  return name ? `${name} <${recipient.email}>` : recipient.email;
}

/** The first `shown` recipients and "+4 more", a button listing everyone on the row itself. */
export function RecipientSummary({
  item = '',
  recipients,
  shown = 1,
  wrap = false,
}: {
  /** The row's item (rows are keyed by place): the list closes for another. */
  item?: string;
  recipients: readonly Addressee[];
  shown?: number;
  /** Lines that wrap rather than being cut: for rows that may grow (the sent reports'). */
  wrap?: boolean;
}) {
  const [expanded, setExpanded] = useStateFor(item, false);
  const listId = useId();
  const first = recipients.slice(0, shown);
  const more = recipients.length - first.length;

  if (first.length === 0) return <span className="data-muted">No recipients</span>;

  return (
    <div>
      <div className={wrap ? 'data-recipients data-recipients--wrap' : 'data-recipients'}>
        {first.map((recipient, index) => (
          <span
            key={`${recipient.email}-${index}`}
            className={
              more > 0 && index === first.length - 1
                ? 'data-clip data-recipients__last'
                : 'data-clip data-recipients__line'
            }
            title={fullEntry(recipient)}
          >
            {displayName(recipient)}
            {index < first.length - 1 ? <span className="data-hidden">, </span> : null}
          </span>
        ))}
        {more > 0 ? (
          <button
            type="button"
            className="data-recipients__more"
            aria-expanded={expanded}
            aria-controls={listId}
            title={expanded ? undefined : recipients.map(fullEntry).join(', ')}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Show fewer' : `+${formatCount(more)} more`}
            <span className="data-hidden">
              {expanded ? ' recipients' : ` recipient${more === 1 ? '' : 's'}`}
            </span>
          </button>
        ) : null}
      </div>
      {more > 0 && expanded ? (
        <ul
          id={listId}
          aria-label={`All ${formatCount(recipients.length)} recipients`}
          className="data-recipients__everyone"
        >
          {recipients.map((recipient, index) => (
            <li key={`${recipient.email}-${index}`}>{fullEntry(recipient)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
