import { safeDownloadUrl } from '#src/domain/sent-reports';

/** Past this many characters a value that is not a link is cut short on screen (a `data:` URL can be megabytes). */
const SHOWN_CHARACTERS = 120;

const UNSAFE_LINK_WARNING = 'This link is not a web address, so it is not offered as a link';

/**
 * A report's "Download PDF": a plain link straight to the service's `download_url` (never
 * through the app's API client or its proxy), opened in a new tab so a link that fails leaves
 * the page as it was; its name says which report and period. A value that is not an http(s)
 * address is shown as text with a warning, never as a link.
 */
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
