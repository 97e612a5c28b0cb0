/**
 * Go to a site from anywhere: a search over the site directory in a modal, as the ARIA combobox
 * pattern with a listbox. Loaded on first open (site-switcher-launcher.tsx), outside the pages'
 * budgets. The search and its rows are the Sites page's (`filterSiteRows`, `toSiteRows`).
 */
import { styled } from '@mui/material/styles';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router';
import { Button } from '#src/components/button';
import { TextInput } from '#src/components/fields/text-input';
import { visuallyHidden } from '#src/components/visually-hidden';
import { formatCount } from '#src/domain/format';
import { useLeaveGuard } from '#src/lib/forms/leave-guard';
import { useAccountNames } from '#src/features/sites/api/get-accounts';
import { OpenSiteById } from '#src/features/sites/components/open-site-by-id';
import { readRecentSites } from '#src/features/sites/recent-sites';
import { rankSiteMatches, toSiteRows, type SiteRow } from '#src/features/sites/site-directory-view';
import { useSiteDirectory } from '#src/features/sites/use-site-directory';

/** Options drawn at once: a thousand sites stay quick, and typing narrows the rest. */
const SHOWN_OPTIONS = 50;

const Surface = styled('dialog')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    border: 0,
    padding: 0,
    width: 'calc(100% - 32px)',
    maxWidth: 560,
    marginTop: '10vh',
    borderRadius: theme.shape.borderRadius,
    color: palette.text.primary,
    backgroundColor: palette.background.paper,
    boxShadow: theme.shadows[24],
    '&::backdrop': { backgroundColor: palette.backdrop },
    '.site-switcher__head': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
      padding: theme.spacing(1.5, 2, 0, 3),
    },
    '.site-switcher__title': { ...theme.typography.h6, margin: 0 },
    '.site-switcher__body': { padding: theme.spacing(1, 3, 2) },
    '.site-switcher__note': {
      ...theme.typography.body2,
      margin: theme.spacing(1, 0, 0),
      color: palette.text.secondary,
    },
    '.site-switcher__hidden': visuallyHidden,
    '.site-switcher__list': {
      listStyle: 'none',
      margin: theme.spacing(1, 0, 0),
      padding: 0,
      maxHeight: '50vh',
      overflowY: 'auto',
    },
    '.site-switcher__option': {
      padding: theme.spacing(0.75, 1.5),
      borderRadius: theme.shape.borderRadius,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&[aria-selected="true"]': {
        backgroundColor: palette.action.selected,
        boxShadow: `inset 3px 0 0 ${palette.primary.main}`,
      },
    },
    '.site-switcher__name': { ...theme.typography.body1, display: 'block', fontWeight: 500 },
    '.site-switcher__detail': {
      ...theme.typography.body2,
      display: 'block',
      color: palette.text.secondary,
      overflowWrap: 'anywhere',
    },
  };
});

export interface SiteSwitcherProps {
  open: boolean;
  /** Escape, the close button or a site chosen. */
  onClose: () => void;
  /** Where a site opens: the schedules feature's list path, given by the app. */
  sitePath: (siteId: string) => string;
}

export default function SiteSwitcher({ open, onClose, sitePath }: SiteSwitcherProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Where focus was, to go back to on Escape (the page under the modal is inert meanwhile).
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      // showModal() would focus the first control, the Close button: the search comes first.
      dialog.querySelector('input')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function close(restoreFocus: boolean) {
    ref.current?.close();
    onClose();
    const back = returnFocus.current;
    returnFocus.current = null;
    if (restoreFocus && back?.isConnected) back.focus();
  }

  return createPortal(
    <Surface
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // A close request other than Escape (a phone's back gesture): React decides.
        event.preventDefault();
        close(true);
      }}
      onKeyDown={(event) => {
        // Escape closes from any control inside, and focus goes back where it was.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close(true);
      }}
    >
      {open ? (
        <>
          <div className="site-switcher__head">
            <h2 className="site-switcher__title" id={titleId}>
              Go to a site
            </h2>
            <Button onClick={() => close(true)}>Close</Button>
          </div>
          <div className="site-switcher__body">
            <SwitcherContent sitePath={sitePath} onLeave={() => close(false)} />
          </div>
        </>
      ) : null}
    </Surface>,
    document.body,
  );
}

/** Recently opened sites first (newest first), then the rest in the directory's order. */
function recentFirst(rows: readonly SiteRow[]): readonly SiteRow[] {
  const recent = readRecentSites().map((site) => site.id.toLowerCase());
  if (recent.length === 0) return rows;
  const rank = new Map(recent.map((id, index) => [id, index]));
  const first = rows
    .filter((row) => rank.has(row.id.toLowerCase()))
    .sort((a, b) => (rank.get(a.id.toLowerCase()) ?? 0) - (rank.get(b.id.toLowerCase()) ?? 0));
  return first.length === 0 ? rows : [...first, ...rows.filter((row) => !first.includes(row))];
}

function SwitcherContent({
  sitePath,
  onLeave,
}: {
  sitePath: (siteId: string) => string;
  onLeave: () => void;
}) {
  const directory = useSiteDirectory();
  const navigate = useNavigate();
  const leaveGuard = useLeaveGuard();

  // Open a site by ID navigates itself: the switcher closes once it has.
  if (directory.status === 'empty' || directory.status === 'unavailable') {
    return (
      <>
        <p className="site-switcher__note">
          {directory.status === 'empty'
            ? 'The platform lists no sites for you.'
            : 'This platform does not list sites.'}{' '}
          Open a site by its ID instead.
        </p>
        <OpenSiteById
          sitePath={(siteId) => {
            onLeave();
            return sitePath(siteId);
          }}
        />
      </>
    );
  }
  if (directory.status === 'failed') {
    return (
      <>
        <p className="site-switcher__note" role="alert">
          The sites could not be loaded.
        </p>
        <Button variant="outlined" onClick={directory.retry} sx={{ mt: 1 }}>
          Try again
        </Button>
      </>
    );
  }
  return (
    <SiteCombobox
      sites={directory.status === 'loaded' ? directory.sites : null}
      complete={directory.status === 'loaded' && directory.complete}
      onPick={(row) => {
        onLeave();
        leaveGuard.ask(() => void navigate(sitePath(row.id)));
      }}
    />
  );
}

function SiteCombobox({
  sites,
  complete,
  onPick,
}: {
  sites: Parameters<typeof toSiteRows>[0] | null;
  complete: boolean;
  onPick: (row: SiteRow) => void;
}) {
  const accountNames = useAccountNames();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const optionId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const rows = useMemo(
    () => (sites ? toSiteRows(sites, accountNames) : null),
    [sites, accountNames],
  );
  const matches = useMemo(
    () => (rows ? (query.trim() ? rankSiteMatches(rows, query) : recentFirst(rows)) : []),
    [rows, query],
  );
  const shown = matches.slice(0, SHOWN_OPTIONS);
  const activeIndex = Math.min(active, shown.length - 1);
  const activeRow = activeIndex >= 0 ? shown[activeIndex] : undefined;

  useEffect(() => {
    const option = listRef.current?.children[activeIndex];
    if (option instanceof HTMLElement) option.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = shown.length - 1;
    const moves: Record<string, number | undefined> = {
      ArrowDown: Math.min(activeIndex + 1, last),
      ArrowUp: Math.max(activeIndex - 1, 0),
      PageDown: Math.min(activeIndex + 10, last),
      PageUp: Math.max(activeIndex - 10, 0),
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(Math.max(next, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeRow) onPick(activeRow);
    }
  }

  const count = !rows
    ? 'Loading the sites…'
    : matches.length === 0
      ? `No site matches “${query.trim()}”`
      : `${formatCount(matches.length)} ${matches.length === 1 ? 'site matches' : 'sites match'}` +
        (complete ? '' : ', more loading');

  return (
    <>
      <TextInput
        label="Search sites"
        helperText="Name, domain, account, group, tag or site ID"
        type="text"
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={handleKeyDown}
        inputProps={{
          role: 'combobox',
          'aria-expanded': shown.length > 0,
          'aria-controls': shown.length > 0 ? listId : undefined,
          'aria-autocomplete': 'list',
          'aria-activedescendant': activeRow ? `${optionId}-${activeIndex}` : undefined,
          spellCheck: false,
        }}
      />
      <p className="site-switcher__note" role="status">
        {count}
        {matches.length > SHOWN_OPTIONS
          ? `. Showing ${SHOWN_OPTIONS} of ${formatCount(matches.length)}: keep typing.`
          : null}
      </p>
      {shown.length > 0 ? (
        <ul
          className="site-switcher__list"
          id={listId}
          role="listbox"
          aria-label="Sites"
          ref={listRef}
        >
          {shown.map((row, index) => (
            // The keyboard stays in the combobox (aria-activedescendant): a click is the mouse's.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={row.id}
              id={`${optionId}-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              className="site-switcher__option"
              onMouseMove={() => {
                if (index !== activeIndex) setActive(index);
              }}
              onClick={() => onPick(row)}
            >
              <span className="site-switcher__name">{row.name}</span>
              <span className="site-switcher__detail">
                {[row.domain, row.accountName, row.group].filter(Boolean).join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
