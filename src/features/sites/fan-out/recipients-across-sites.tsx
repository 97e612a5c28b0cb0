import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Alert } from '#src/components/alert';
import { ErrorPanel } from '#src/components/error-panel';
import { PageHeading } from '#src/components/page-heading';
import { PageIntro } from '#src/components/page-intro';
import { PageLoading } from '#src/components/page-loading';
import { schedulesCount } from '#src/components/step-words';
import { planChange, type BulkAction } from '#src/domain/bulk-recipients';
import {
  planAcrossSites,
  recheckRecipientChange,
  type SitePlan,
} from '#src/domain/cross-site-recipients';
import { formatCount } from '#src/domain/format';
import type { RecipientInput } from '#src/domain/schemas';
import { useAccountNames } from '#src/features/sites/api/get-accounts';
import { SiteChooser } from '#src/features/sites/site-chooser/site-chooser';
import { toSiteRows, type SiteRow } from '#src/features/sites/site-directory-view';
import { useSiteDirectory } from '#src/features/sites/use-site-directory';
import { useApiClient } from '#src/lib/http/api-client-context';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { FanOutFrame } from './fan-out-frame';
import { CrossSiteReview } from './cross-site-review';
import type { ChangedSinceReview } from './fan-out-run';
import { FanOutRun } from './fan-out-results';
import { FindStep, UnreadSites, useSiteLists } from './find-across-sites';
import { RecipientChangeForm } from './recipient-change-form';
import { useFanOut } from './use-fan-out';
import { updateSchedule } from '#src/lib/site-reports/schedules';

const HEADING = 'Change a recipient across sites';

interface Paths {
  editPath: (siteId: string, scheduleId: string) => string;
}

/** Replace, remove or add a recipient across sites; each schedule re-read before its PATCH. */
export function RecipientsAcrossSites(paths: Paths) {
  const directory = useSiteDirectory();
  let content;
  if (directory.status === 'loading') content = <PageLoading label="Loading your sites…" />;
  else if (directory.status === 'failed') {
    content = (
      <ErrorPanel
        title="Your sites could not be loaded"
        error={directory.error}
        onRetry={directory.retry}
      />
    );
  } else if (directory.status !== 'loaded') {
    content = (
      <Alert severity="info">
        Changing a recipient across sites needs the list of your sites, which this service does not
        give. Change it one site at a time from the site’s schedules.
      </Alert>
    );
  } else content = <Flow sites={directory.sites} {...paths} />;
  return (
    <Stack spacing={3}>
      <PageHeading>{HEADING}</PageHeading>
      <PageIntro>
        Replace an address with another on every schedule of the sites you choose, remove it, or add
        someone to all of their schedules. Nothing is sent before you review it.
      </PageIntro>
      {content}
    </Stack>
  );
}

type Sites = Parameters<typeof toSiteRows>[0];

function Flow({ sites, editPath }: Paths & { sites: Sites }) {
  const accountNames = useAccountNames();
  const rows = useMemo(() => toSiteRows(sites, accountNames), [sites, accountNames]);
  const api = useApiClient();
  const zones = useCalendarZones();
  const [action, setAction] = useState<BulkAction | null>(null);
  const fanOut = useFanOut<RecipientInput[]>({
    recheck: (target, current) =>
      action
        ? recheckRecipientChange(target.reviewed, current, action, zones.service)
        : { kind: 'skip', reason: 'No change chosen' },
    send: (target, recipients) => updateSchedule(api, target.id, { recipients }),
  });
  return (
    <FanOutFrame active={fanOut.active}>
      {(finding) => (
        <Steps
          rows={rows}
          action={action}
          onAction={setAction}
          {...finding}
          fanOut={fanOut}
          editPath={editPath}
        />
      )}
    </FanOutFrame>
  );
}

function Steps({
  rows,
  action,
  onAction,
  stopped,
  onStopped,
  fanOut,
  editPath,
}: Paths & {
  rows: readonly SiteRow[];
  action: BulkAction | null;
  onAction: (action: BulkAction | null) => void;
  stopped: boolean;
  onStopped: (stopped: boolean) => void;
  fanOut: ReturnType<typeof useFanOut<RecipientInput[]>>;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [finding, setFinding] = useState<{ siteIds: string[]; round: number } | null>(null);
  const names = useMemo(() => new Map(rows.map((row) => [row.id.toLowerCase(), row.name])), [rows]);
  const lists = useSiteLists(finding?.siteIds ?? []);
  // A long review is drawn in a deferred render, not in the one that says the last site is read.
  const reviewReady = useDeferredValue(finding !== null && action !== null && lists.settled);
  const plans = useMemo(
    () => (action && reviewReady ? planAcrossSites(lists.read, action) : []),
    [action, lists, reviewReady],
  );
  const showRun = fanOut.progress !== null;
  // Kept the same from render to render, so the chooser and the form skip the find's redraws.
  const edit = useCallback(() => {
    onAction(null);
    setFinding(null);
  }, [onAction]);
  const choose = useCallback(
    (next: ReadonlySet<string>) => {
      setChosen(next);
      edit();
    },
    [edit],
  );
  const find = useCallback(
    (next: BulkAction) => {
      // A transition: the new step renders in slices, and the reads it starts in a task of their own.
      startTransition(() => {
        onAction(next);
        onStopped(false);
        setFinding((last) => ({ siteIds: [...chosen], round: (last?.round ?? 0) + 1 }));
      });
    },
    [chosen, onAction, onStopped],
  );

  return (
    <>
      <Stack spacing={3} sx={showRun ? { display: 'none' } : undefined}>
        <SiteChooser rows={rows} chosen={chosen} countingStopped={stopped} onChange={choose} />
        <RecipientChangeForm
          siteCount={chosen.size}
          disabled={finding !== null && !lists.settled && !stopped}
          onEdit={edit}
          onFind={find}
        />
        {finding && !(lists.settled && reviewReady) ? (
          <FindStep
            lists={lists}
            total={finding.siteIds.length}
            stopped={stopped}
            onStopped={onStopped}
          />
        ) : null}
        {finding && action && lists.settled && reviewReady ? (
          <CrossSiteReview
            key={finding.round}
            plans={plans}
            names={names}
            onApply={(targets) => fanOut.start(targets)}
          >
            <Typography role="status">
              {`${schedulesCount(plans.reduce((sum, site) => sum + site.rows.length, 0))} found on ${formatCount(plans.length)} of ${formatCount(lists.read.length)} sites read.`}
            </Typography>
            <UnreadSites failed={lists.failed} names={names} />
          </CrossSiteReview>
        ) : null}
      </Stack>
      <RunSteps
        fanOut={fanOut}
        action={action}
        names={names}
        editPath={editPath}
        onStartOver={edit}
      />
    </>
  );
}

/** The schedules not written as they changed since the review, planned again as they are now. */
function changedPlans(
  changed: ReadonlyMap<string, ChangedSinceReview>,
  action: BulkAction,
): SitePlan[] {
  const bySite = new Map<string, SitePlan>();
  for (const [, { siteId, current }] of changed) {
    const plan = bySite.get(siteId) ?? { siteId, rows: [] };
    plan.rows.push({ schedule: current, plan: planChange(current.recipients, action) });
    bySite.set(siteId, plan);
  }
  return [...bySite.values()];
}

/** The run under way, its results, and the review again of what changed since the review. */
function RunSteps({
  fanOut,
  action,
  names,
  editPath,
  onStartOver,
}: Paths & {
  fanOut: ReturnType<typeof useFanOut<RecipientInput[]>>;
  action: BulkAction | null;
  names: ReadonlyMap<string, string>;
  onStartOver: () => void;
}) {
  const [again, setAgain] = useState<{ plans: SitePlan[]; round: number } | null>(null);
  const [rounds, setRounds] = useState(0);
  if (again) {
    return (
      <CrossSiteReview
        key={again.round}
        heading="Review again the schedules changed since the review"
        plans={again.plans}
        names={names}
        onApply={(targets) => {
          setAgain(null);
          fanOut.start(targets);
        }}
      />
    );
  }
  return (
    <FanOutRun
      heading="Changing the schedules"
      barLabel="Schedules changed"
      fanOut={fanOut}
      names={names}
      editPath={editPath}
      doneVerb="changed"
      onReviewChanged={() => {
        if (!action) return;
        setAgain({ plans: changedPlans(fanOut.changed, action), round: rounds + 1 });
        setRounds(rounds + 1);
      }}
      onStartOver={() => {
        fanOut.reset();
        onStartOver();
      }}
    />
  );
}
