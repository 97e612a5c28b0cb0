import { styled } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { visuallyHidden } from '#src/components/visually-hidden';
import { useAppHref } from '#src/lib/use-app-href';
import { ROUTE_ATTRIBUTE, useRouteClicks } from '#src/lib/use-route-clicks';
import { ReportCells, ReportLine } from '#src/features/sites/portfolio/report-cells';
import type { SiteRow, SiteSection } from '#src/features/sites/site-directory-view';
import { formatCount } from '#src/domain/format';

/*
 * Plain elements under one styled root: a thousand sites are a thousand rows, and MUI's table
 * components (a styled component per cell) cost a multiple of this on every keystroke of the
 * search (the schedule list learnt the same, src/features/schedules/.../list-styles.tsx). The
 * site links are plain links too, their clicks routed by one listener (useRouteClicks): a router
 * link per row costs as much as the row.
 */
const Root = styled('div')(({ theme }) => {
  const { palette, typography, shape } = theme;
  return {
    '.site-table': {
      ...typography.body2,
      width: '100%',
      tableLayout: 'fixed',
      borderCollapse: 'collapse',
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.background.paper,
      '& th, & td': {
        padding: '5px 8px',
        lineHeight: '20px',
        textAlign: 'left',
        verticalAlign: 'middle',
        borderBottom: `1px solid ${palette.divider}`,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      '& th:first-of-type, & td:first-of-type': { paddingLeft: 16 },
      '& thead th': { fontWeight: 500 },
      '& tbody tr:not(.site-table__group):hover': { backgroundColor: palette.action.hover },
    },
    '.site-table__group th': {
      ...typography.subtitle2,
      backgroundColor: palette.grey[100],
      paddingTop: 8,
      paddingBottom: 8,
    },
    '.site-table__name': { fontWeight: 500 },
    '.site-link': {
      color: palette.primary.main,
      textUnderlineOffset: '0.15em',
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    '.site-muted': { color: palette.text.secondary },
    '.site-tags': { display: 'inline-flex', flexWrap: 'wrap', gap: 4, margin: 0, padding: 0 },
    // In the table, one line a row: the tags that do not fit are cut, all of them on hover.
    '.site-table .site-tags': { display: 'flex', flexWrap: 'nowrap', overflow: 'hidden' },
    '.site-table .site-tag': { flex: 'none' },
    '.site-tag': {
      listStyle: 'none',
      padding: '0 6px',
      borderRadius: 10,
      border: `1px solid ${palette.divider}`,
      fontSize: '0.75rem',
      lineHeight: '18px',
    },
    '.site-cards': { margin: 0, padding: 0, listStyle: 'none' },
    '.site-cards__group': {
      ...typography.subtitle2,
      margin: theme.spacing(2, 0, 0.5),
    },
    '.site-card': {
      ...typography.body2,
      padding: theme.spacing(1, 1.5),
      borderBottom: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      display: 'grid',
      gap: 2,
      '& > *': { margin: 0, overflowWrap: 'anywhere' },
    },
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
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
  };
});

/** A link to a site's page: `path` in the app, `href` as the browser shows and opens it. */
interface SiteLinkProps {
  row: SiteRow;
  path: string;
  href: string;
}

function SiteLink({ row, path, href, className }: SiteLinkProps & { className: string }) {
  return (
    <a className={className} href={href} {...{ [ROUTE_ATTRIBUTE]: path }}>
      {row.name}
    </a>
  );
}

const SiteTableRow = memo(function SiteTableRow(props: SiteLinkProps) {
  const { row } = props;
  return (
    <tr>
      <td className="site-table__name" title={row.name}>
        <SiteLink {...props} className="site-link" />
      </td>
      <td title={row.accountName}>{row.accountName}</td>
      <td title={row.group}>{row.group ?? <span className="site-muted">—</span>}</td>
      <td title={row.domain}>{row.domain ?? <span className="site-muted">—</span>}</td>
      <td title={row.tags.join(', ') || undefined}>
        <Tags tags={row.tags} />
      </td>
      <ReportCells siteId={row.id} siteName={row.name} />
    </tr>
  );
});

function Tags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="site-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="site-tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}

const SiteCard = memo(function SiteCard(props: SiteLinkProps) {
  const { row } = props;
  return (
    <li className="site-card">
      <SiteLink {...props} className="site-link site-table__name" />
      {row.domain ? <p>{row.domain}</p> : null}
      <p className="site-muted">{[row.accountName, row.group].filter(Boolean).join(' · ')}</p>
      <ReportLine siteId={row.id} siteName={row.name} />
      <Tags tags={row.tags} />
    </li>
  );
});

/**
 * The sites, a dense table on wider screens and compact rows on phones, in sections when
 * grouped (a group's heading row names it and its count), each with its reports' count, next
 * run and cadences as they are counted. Memo: a page of sites arriving, or the progress line
 * moving, leaves the rows on screen as they are; a site counted redraws its own cells only.
 */
export const SiteTable = memo(function SiteTable({
  sections,
  sitePath,
}: {
  sections: readonly SiteSection[];
  sitePath: (siteId: string) => string;
}) {
  const caption = 'Your sites';
  const rootRef = useRouteClicks<HTMLDivElement>();
  const hrefOf = useAppHref();
  const linkOf = (row: SiteRow) => {
    const path = sitePath(row.id);
    return { row, path, href: hrefOf(path) };
  };
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (narrow) {
    return (
      <Root ref={rootRef}>
        {sections.map((section) => (
          <section key={section.key} aria-label={section.label ?? caption}>
            {section.label ? <h2 className="site-cards__group">{section.label}</h2> : null}
            <ul className="site-cards" aria-label={section.label ?? caption}>
              {section.rows.map((row) => (
                <SiteCard key={row.id} {...linkOf(row)} />
              ))}
            </ul>
          </section>
        ))}
      </Root>
    );
  }
  return (
    <Root ref={rootRef}>
      <table className="site-table">
        <caption style={visuallyHidden}>{caption}</caption>
        <colgroup>
          <col style={{ width: '17%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '11%' }} />
          <col style={{ width: '15%' }} />
          <col />
          <col style={{ width: '17%' }} />
          <col style={{ width: '15%' }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Site</th>
            <th scope="col">Account</th>
            <th scope="col">Group</th>
            <th scope="col">Production domain</th>
            <th scope="col">Tags</th>
            <th scope="col">Reports</th>
            <th scope="col">Next report</th>
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.key}>
            {section.label ? (
              <tr className="site-table__group">
                <th scope="rowgroup" colSpan={7}>
                  {section.label}{' '}
                  <span className="site-muted">
                    ({formatCount(section.total)} {section.total === 1 ? 'site' : 'sites'})
                  </span>
                </th>
              </tr>
            ) : null}
            {section.rows.map((row) => (
              <SiteTableRow key={row.id} {...linkOf(row)} />
            ))}
          </tbody>
        ))}
      </table>
    </Root>
  );
});
