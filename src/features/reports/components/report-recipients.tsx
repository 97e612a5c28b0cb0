import { useId, useState } from 'react';
import { recipientsPreview } from '#src/domain/sent-reports';
import { formatCount } from '#src/domain/format';

/**
 * The first two addresses, one a line (cut short with "…", whole in their title), and "+3 more",
 * a button that lists everyone in place (its title shows the same list on hover), so touch,
 * keyboard and screen reader users reach the whole list alike, as the schedule list's
 * recipients do.
 */
export function ReportRecipients({ recipients }: { recipients: readonly { email: string }[] }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { shown, more } = recipientsPreview(recipients);

  if (shown.length === 0) return <span className="report-muted">No recipients</span>;

  return (
    <div>
      <div className="report-recipients">
        {shown.map((email, index) => (
          <span
            key={`${email}-${index}`}
            className={
              more > 0 && index === shown.length - 1
                ? 'report-recipients__email report-recipients__email--last'
                : 'report-recipients__email'
            }
            title={email}
          >
            {email}
            {index < shown.length - 1 ? <span className="report-hidden">, </span> : null}
          </span>
        ))}
        {more > 0 ? (
          <button
            type="button"
            className="report-recipients__more"
            aria-expanded={expanded}
            aria-controls={listId}
            title={expanded ? undefined : recipients.map((recipient) => recipient.email).join(', ')}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'Show fewer' : `+${formatCount(more)} more`}
            <span className="report-hidden">
              {expanded ? ' recipients' : ` recipient${more === 1 ? '' : 's'}`}
            </span>
          </button>
        ) : null}
      </div>
      {more > 0 && expanded ? (
        <ul
          id={listId}
          aria-label={`All ${formatCount(recipients.length)} recipients`}
          className="report-recipients__everyone"
        >
          {recipients.map((recipient, index) => (
            <li key={`${recipient.email}-${index}`}>{recipient.email}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
