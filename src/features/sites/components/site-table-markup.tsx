/** The Sites table's markup: no styles, no hooks of the app's, so start-up's worker can draw it. */
import { memo, type ComponentType } from 'react';
import { DataTable, type DataColumn } from '#src/components/data-table/data-table';
import { ROUTE_ATTRIBUTE } from '#src/lib/url-state/use-route-clicks';
import type { AppLink, SiteCountProps } from '#src/features/sites/portfolio/report-cells';
import type {
  SiteRow,
  SiteSection,
  SiteSort,
  SiteSortKey,
} from '#src/features/sites/site-directory-view';
import { formatCount } from '#src/domain/format';
import { WIDE_FROM_PX } from '#src/components/tokens';

/** Where the pages widen (tokens.ts) the Tags column has room of its own; below, tags step aside. */
const TAGS_FROM_PX = WIDE_FROM_PX;

/** The same as a media query (src/startup/early-rows.ts restates it). */
export const SITE_TAGS_MEDIA = `(min-width: ${TAGS_FROM_PX}px)`;

/** The class of the table's box: its rules (site-table.tsx) apply inside it only. */
export const SITE_TABLE_CLASS = 'site-table';

/** The table's caption, and the cards' label. */
export const SITES_CAPTION = 'Your sites';

const TAGS: DataColumn<SiteSortKey> = { header: 'Tags' };
const WITH_TAGS: readonly DataColumn<SiteSortKey>[] = [
  { header: 'Site', className: 'site-table__site', sortKey: 'name' },
  { header: 'Account', className: 'site-table__account' },
  { header: 'Group', className: 'site-table__group' },
  { header: 'Production domain', className: 'site-table__domain' },
  TAGS,
  { header: 'Reports', className: 'site-table__reports' },
  { header: 'Next report', className: 'site-table__next' },
  { header: 'Last 30 days', className: 'site-table__record', sortKey: 'record' },
];
const WITHOUT_TAGS = WITH_TAGS.filter((column) => column !== TAGS);

/** A link to a site's page, and to its schedules whose reports were not sent. */
export interface SiteLinkProps extends AppLink {
  row: SiteRow;
  notSent: AppLink;
}

export function SiteLink({ row, path, href, className }: SiteLinkProps & { className: string }) {
  return (
    <a className={className} href={href} {...{ [ROUTE_ATTRIBUTE]: path }}>
      {row.name}
    </a>
  );
}

/** A row's "Reports", "Next report" and "Last 30 days" cells. */
export type CountCells = ComponentType<SiteCountProps>;

const SiteTableRow = memo(function SiteTableRow({
  showTags,
  Cells,
  ...props
}: SiteLinkProps & { showTags: boolean; Cells: CountCells }) {
  const { row } = props;
  const tags = row.tags.join(', ');
  return (
    <tr className="data-row">
      <td className="data-expand">
        <span
          className="data-expand__text"
          // Where the Tags column has stepped aside: shown under the whole name (the styles).
          data-tags={!showTags && tags ? tags : undefined}
        >
          <SiteLink {...props} className="site-link" />
          {!showTags && tags ? <span className="data-hidden">{`, tags: ${tags}`}</span> : null}
        </span>
      </td>
      <td className="data-clip" title={row.accountName}>
        {row.accountName}
      </td>
      {row.group ? (
        <td className="data-clip" title={row.group}>
          {row.group}
        </td>
      ) : (
        <td className="data-muted">—</td>
      )}
      {row.domain ? (
        // Never broken: a domain split across lines reads as two.
        <td className="data-expand">
          <span className="data-expand__text">{row.domain}</span>
        </td>
      ) : (
        <td className="data-muted">—</td>
      )}
      {showTags ? (
        <td>
          <Tags tags={row.tags} oneLine />
        </td>
      ) : null}
      <Cells siteId={row.id} siteName={row.name} notSent={props.notSent} />
    </tr>
  );
});

export function Tags({ tags, oneLine = false }: { tags: readonly string[]; oneLine?: boolean }) {
  if (tags.length === 0) return null;
  return (
    <ul
      className={oneLine ? 'data-tags site-tags' : 'data-tags'}
      aria-label="Tags"
      title={oneLine ? tags.join(', ') : undefined}
    >
      {tags.map((tag) => (
        <li key={tag} className="data-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** Each row's links: the site's schedules, and those with a report not sent. */
export function siteLinks(
  sitePath: (siteId: string) => string,
  notSentPath: (siteId: string) => string,
  hrefOf: (path: string) => string,
) {
  return (row: SiteRow) => {
    const path = sitePath(row.id);
    const notSent = notSentPath(row.id);
    return { row, path, href: hrefOf(path), notSent: { path: notSent, href: hrefOf(notSent) } };
  };
}

export interface SiteTableProps {
  /** The rows drawn: every site's, or a window of them (ADR 033). */
  sections: readonly SiteSection[];
  /** The whole table's rows, drawn or not (`tableRowCount`); left out, the rows drawn are all. */
  rowCount?: number;
  sitePath: (siteId: string) => string;
  notSentPath: (siteId: string) => string;
  sort: SiteSort;
  /** Stable: the table's head re-renders only when the sort changes. */
  onSortChange: (sort: SiteSort) => void;
}

/**
 * The table's markup alone, with no styles and no hooks of the app's: what start-up's worker
 * renders as the page's first rows (src/startup/opening-rows.tsx), and the page from md up.
 */
export function SiteTableMarkup({
  sections,
  rowCount,
  sitePath,
  notSentPath,
  sort,
  onSortChange,
  hrefOf,
  showTags,
  Cells,
}: SiteTableProps & {
  hrefOf: (path: string) => string;
  /** Wide enough for the Tags column (SITE_TAGS_MEDIA). */
  showTags: boolean;
  Cells: CountCells;
}) {
  const linkOf = siteLinks(sitePath, notSentPath, hrefOf);
  const columns = showTags ? WITH_TAGS : WITHOUT_TAGS;
  return (
    <DataTable
      caption={SITES_CAPTION}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      className={showTags ? undefined : 'site-table--no-tags'}
      rowCount={rowCount}
    >
      {sections.map((section) => (
        <tbody key={section.key}>
          {section.label ? (
            <tr className="data-row__group">
              <th scope="rowgroup" colSpan={columns.length}>
                {section.label}{' '}
                <span className="data-muted">
                  ({formatCount(section.total)} {section.total === 1 ? 'site' : 'sites'})
                </span>
              </th>
            </tr>
          ) : null}
          {section.rows.map((row) => (
            <SiteTableRow key={row.id} {...linkOf(row)} showTags={showTags} Cells={Cells} />
          ))}
        </tbody>
      ))}
    </DataTable>
  );
}
