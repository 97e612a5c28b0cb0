import { safeDownloadUrl } from '#src/domain/sent-reports';

/** A value that is not a link is cut short past this: a `data:` URL can be megabytes. */
const SHOWN_CHARACTERS = 120;

const UNSAFE_LINK_WARNING = 'This link is not a web address, so it is not offered as a link';

/** "Download PDF": a direct link (never the proxy) in a new tab; only an http(s) value links. */
export function ReportDownload({
  downloadUrl,
  title,
  period,
}: {
  downloadUrl: string;
  title: string;
  period: string;
}) {
  const href = safeDownloadUrl(downloadUrl);
  if (href) {
    return (
      <a
        className="report-download"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Download PDF of ${title}, ${period}`}
      >
        Download PDF
      </a>
    );
  }
  const shown =
    downloadUrl.length > SHOWN_CHARACTERS
      ? `${downloadUrl.slice(0, SHOWN_CHARACTERS)}…`
      : downloadUrl;
  return (
    <p className="report-unsafe">
      {UNSAFE_LINK_WARNING}:<span className="report-unsafe__value">{shown || '(empty)'}</span>
    </p>
  );
}
