import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { memo, type ComponentType } from 'react';
import { DataCards, DataTable, type DataColumn } from '#src/components/data-table/data-table';
import { DataTableStyles } from '#src/components/data-table/data-table-stylesheet';
import { useAppHref } from '#src/lib/url-state/use-app-href';
import { ROUTE_ATTRIBUTE, useRouteClicks } from '#src/lib/url-state/use-route-clicks';
import {
  ReportCells,
  ReportLine,
  type AppLink,
  type SiteCountProps,
} from '#src/features/sites/portfolio/report-cells';
import type {
  SiteRow,
  SiteSection,
  SiteSort,
  SiteSortKey,
} from '#src/features/sites/site-directory-view';
import { formatCount } from '#src/domain/format';
import { ROW_LINE_PX } from '#src/components/tokens';

// Plain markup and useRouteClicks (MUI, router links cost per key). A row is one line, so that a
// window holds many: a cell too long is cut at its end. The name and the domain show whole over
// the cells beside them while the row is pointed at or focused; the others say it on hover.
const CUT_AT_END = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** The class of the table's box: its rules (below) apply inside it only. */
export const SITE_TABLE_CLASS = 'site-table';

function siteTableRules(theme: Theme) {
  const { typography, shape, mixins } = theme;
  const palette = (theme.vars ?? theme).palette;
  return {
    // Each a point or two narrower than before the 30-day record came: an account's usual name
    // and a group such as "Our sites" still fit at 1280 px (list-layout.spec.ts).
    '.site-table__site': { width: '14%' },
    '.site-table__account': { width: '12%' },
    '.site-table__group': { width: '9%' },
    // A production domain's whole length at 1280 px: what is cut of one is the common ending.
    '.site-table__domain': { width: '17%' },
    '.site-table__reports': { width: '14%' },
    // Without the Tags column (below TAGS_FROM_PX), its room goes to the reports' words.
    '.site-table--no-tags .site-table__reports': { width: '21%' },
    '.site-table__next': { width: 172 },
    // Its header and "10 of 13 sent" whole (the last column's padding is 16 px on the right); a
    // "· 1 due" beside it shows where the cell has room, and is in its words either way.
    '.site-table__record': { width: 132 },
    '.site-link': mixins.textLink,
    // Below TAGS_FROM_PX: the site's tags on the name's second line while its row is pointed at
    // or focused; generated, with no words for screen readers, who read them in the cell.
    '.data-row:is(:hover, :focus-within) .data-expand__text[data-tags]::after': {
      content: `'Tags: ' attr(data-tags) / ''`,
      display: 'block',
      color: palette.text.secondary,
    },
    '.site-not-sent': { ...mixins.textLink, color: palette.error.dark },
    // Whole tags only: those past the cell's end go to a second line, which is not shown; a tag
    // wider than the cell alone is cut at its end.
    '.site-tags': {
      height: ROW_LINE_PX,
      overflow: 'hidden',
      '& > li': { maxWidth: '100%', boxSizing: 'border-box', ...CUT_AT_END },
    },
    '.site-reports': { display: 'flex', alignItems: 'baseline', gap: 8, minWidth: 0 },
    '.site-reports__mix': { minWidth: 0, ...CUT_AT_END },
    '.site-reports .site-not-sent': { flex: 'none', whiteSpace: 'nowrap' },
    // Whole parts only, as the tags: a "· 2 due" that does not fit goes to the line not shown.
    'td .site-record': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '0.3em',
      height: ROW_LINE_PX,
      overflow: 'hidden',
      '& > span': { whiteSpace: 'nowrap' },
    },
    '.site-record--missed': { color: palette.error.dark },
    // A site whose reports could not be counted: the reason, cut to the cell, and its Retry.
    '.site-count-failed': { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 },
    '.site-count-reason': {
      color: palette.error.main,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      minWidth: 0,
    },
    '.site-count-retry': {
      ...typography.body2,
      flex: 'none',
      padding: '0 8px',
      lineHeight: '18px',
      border: `1px solid ${palette.primary.main}`,
      borderRadius: shape.borderRadius,
      color: palette.primary.main,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': mixins.focusRing,
    },
  };
}

const siteTableStyles = (theme: Theme) => ({ [`.${SITE_TABLE_CLASS}`]: siteTableRules(theme) });

/**
 * The table's stylesheet, global under a class of its own rather than emotion's generated one:
 * the frame start-up draws the first rows into carries it too (src/app/shell.tsx).
 */
export const SiteTableStyles = memo(function SiteTableStyles() {
  return (
    <>
      <DataTableStyles />
      <GlobalStyles styles={siteTableStyles} />
    </>
  );
});

/** From this width the Tags column has room for a tag or two whole; below, tags step aside. */
const TAGS_FROM_PX = 1440;

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
interface SiteLinkProps extends AppLink {
  row: SiteRow;
  notSent: AppLink;
}

function SiteLink({ row, path, href, className }: SiteLinkProps & { className: string }) {
  return (
    <a className={className} href={href} {...{ [ROUTE_ATTRIBUTE]: path }}>
      {row.name}
    </a>
  );
}

/** A row's "Reports", "Next report" and "Last 30 days" cells. */
type CountCells = ComponentType<SiteCountProps>;

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

function Tags({ tags, oneLine = false }: { tags: readonly string[]; oneLine?: boolean }) {
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

const SiteCard = memo(function SiteCard(props: SiteLinkProps) {
  const { row } = props;
  return (
    <li className="data-card">
      <SiteLink {...props} className="site-link" />
      {row.domain ? (
        <p className="data-clip" title={row.domain}>
          {row.domain}
        </p>
      ) : null}
      <p className="data-muted">{[row.accountName, row.group].filter(Boolean).join(' · ')}</p>
      <ReportLine siteId={row.id} siteName={row.name} notSent={props.notSent} />
      <Tags tags={row.tags} />
    </li>
  );
});

interface SiteTableProps {
  sections: readonly SiteSection[];
  sitePath: (siteId: string) => string;
  notSentPath: (siteId: string) => string;
  sort: SiteSort;
  /** Stable: the table's head re-renders only when the sort changes. */
  onSortChange: (sort: SiteSort) => void;
}

/** The sites, a table on wide screens and rows on phones; memo, so a page arriving redraws none. */
export const SiteTable = memo(function SiteTable(props: SiteTableProps) {
  const rootRef = useRouteClicks<HTMLDivElement>();
  const hrefOf = useAppHref();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const showTags = useMediaQuery((theme: Theme) => theme.breakpoints.up(TAGS_FROM_PX), {
    noSsr: true,
  });
  return (
    <div ref={rootRef} className={SITE_TABLE_CLASS}>
      <SiteTableStyles />
      <SiteTableMarkup
        {...props}
        hrefOf={hrefOf}
        layout={narrow ? 'cards' : showTags ? 'table with tags' : 'table'}
        Cells={ReportCells}
      />
    </div>
  );
});

/** From this width the table shows its Tags column (src/startup/early-rows.ts restates it). */
export const SITE_TAGS_MEDIA = `(min-width: ${TAGS_FROM_PX}px)`;

/**
 * The table's markup alone, with no styles and no hooks of the app's: what start-up's worker
 * renders as the page's first rows (src/startup/opening-rows.tsx), and the page itself.
 */
export function SiteTableMarkup({
  sections,
  sitePath,
  notSentPath,
  sort,
  onSortChange,
  hrefOf,
  layout,
  Cells,
}: SiteTableProps & {
  hrefOf: (path: string) => string;
  layout: 'cards' | 'table' | 'table with tags';
  Cells: CountCells;
}) {
  const caption = 'Your sites';
  const linkOf = (row: SiteRow) => {
    const path = sitePath(row.id);
    const notSent = notSentPath(row.id);
    return {
      row,
      path,
      href: hrefOf(path),
      notSent: { path: notSent, href: hrefOf(notSent) },
    };
  };
  if (layout === 'cards') {
    return sections.map((section) => (
      <section key={section.key} aria-label={section.label ?? caption}>
        {section.label ? <h2 className="data-cards__group">{section.label}</h2> : null}
        <DataCards label={section.label ?? caption}>
          {section.rows.map((row) => (
            <SiteCard key={row.id} {...linkOf(row)} />
          ))}
        </DataCards>
      </section>
    ));
  }
  const showTags = layout === 'table with tags';
  const columns = showTags ? WITH_TAGS : WITHOUT_TAGS;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      className={showTags ? undefined : 'site-table--no-tags'}
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
