import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { Crumb } from '#src/components/breadcrumbs';
import { Button } from '#src/components/button';
import { Choice } from '#src/components/fields/choice-group';
import { PageIntro } from '#src/components/page-intro';
import { ReviewRows } from '#src/components/recipient-review-row';
import { StepSection } from '#src/components/step-section';
import { schedulesCount } from '#src/components/step-words';
import { formatCount } from '#src/domain/format';
import { ruleOf } from '#src/domain/recurrence';
import {
  copyChangeBody,
  findCopies,
  recheckCopyChange,
  recheckCopyDelete,
  type ScheduleCopy,
} from '#src/domain/schedule-copies';
import { describeRule } from '#src/domain/rule-wording';
import type { Schedule, UpdateScheduleRequest } from '#src/domain/schemas';
import { useCountingOrder } from '#src/features/sites/portfolio/use-report-counting';
import { SourceSchedulePage } from '#src/features/sites/source-schedule-page';
import { useApiClient } from '#src/lib/http/api-client-context';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { toggled } from '#src/lib/hooks/use-ticked';
import { CopyChangeForm, type CopyAction } from './copy-change-form';
import type { FanOutTarget } from './fan-out-run';
import { FanOutFrame } from './fan-out-frame';
import { FanOutRun } from './fan-out-results';
import { FindStep, UnreadSites, useSiteLists } from './find-across-sites';
import { useFanOut, type FanOutState } from './use-fan-out';
import { deleteSchedule, updateSchedule } from '#src/lib/site-reports/schedules';

const HEADING = 'Copies on other sites';

const MATCH_WORDS: Record<ScheduleCopy['match'], string> = {
  same: 'Same schedule',
  'title-and-cadence': 'Same title and cadence only: its recipients or runs differ',
};

const FIELD_WORDS: Record<keyof UpdateScheduleRequest, string> = {
  title: 'title',
  frequency: 'cadence',
  next_scheduled_date: 'first run',
  recipients: 'recipients',
  sections: 'sections',
  template_uuid: 'template',
};

interface Props {
  siteId: string;
  siteName: string | undefined;
  scheduleId: string;
  trail: readonly Crumb[];
  documentTitle: readonly string[];
  editPath: (siteId: string, scheduleId: string) => string;
}

/** "Copies on other sites": found by the counting session, changed or deleted by the fan-out. */
export function ScheduleCopies(props: Props) {
  const { siteId } = props;
  return (
    <SourceSchedulePage
      {...props}
      heading={HEADING}
      withoutSites="Finding the copies"
      describe={(found) => (
        <PageIntro>
          {`The schedules of your other sites that are “${found.title}”: change or delete some or all of them at once. Nothing is sent before you review it.`}
        </PageIntro>
      )}
    >
      {({ source, sites }) => (
        <Flow
          {...props}
          source={source}
          siteIds={sites
            .filter((site) => site.id.toLowerCase() !== siteId.toLowerCase())
            .map((site) => site.id)}
          names={new Map(sites.map((site) => [site.id.toLowerCase(), site.name]))}
        />
      )}
    </SourceSchedulePage>
  );
}

type FlowProps = Props & {
  source: Schedule;
  siteIds: string[];
  names: ReadonlyMap<string, string>;
};

function Flow(props: FlowProps) {
  const api = useApiClient();
  const zones = useCalendarZones();
  const [action, setAction] = useState<CopyAction | null>(null);
  const fanOut = useFanOut<UpdateScheduleRequest | null>({
    recheck: (target, current) => {
      if (action?.kind === 'change') {
        return recheckCopyChange(target.reviewed, current, action.change, zones.service);
      }
      return recheckCopyDelete(target.reviewed, current, zones.service);
    },
    send: (target, body) =>
      body ? updateSchedule(api, target.id, body) : deleteSchedule(api, target.id),
    // Deleting a copy someone else deleted first leaves what was wanted.
    goneOutcome:
      action?.kind === 'delete' ? { status: 'done', note: 'Already deleted' } : undefined,
  });
  return (
    <FanOutFrame active={fanOut.active}>
      {(finding) => (
        <Steps {...props} action={action} onAction={setAction} {...finding} fanOut={fanOut} />
      )}
    </FanOutFrame>
  );
}

function Steps({
  source,
  siteId,
  siteIds,
  names,
  editPath,
  action,
  onAction,
  stopped,
  onStopped,
  fanOut,
}: FlowProps & {
  action: CopyAction | null;
  onAction: (action: CopyAction | null) => void;
  stopped: boolean;
  onStopped: (stopped: boolean) => void;
  fanOut: FanOutState;
}) {
  const zones = useCalendarZones();
  useCountingOrder(stopped ? NOTHING : siteIds);
  const lists = useSiteLists(siteIds);
  const [again, setAgain] = useState<ScheduleCopy[] | null>(null);
  const copies = useMemo(
    () =>
      again ??
      (lists.settled
        ? findCopies({
            source,
            sourceSiteId: siteId,
            sites: lists.read,
            serviceTimeZone: zones.service,
          })
        : []),
    [again, lists, source, siteId, zones.service],
  );
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const ticked = (copy: ScheduleCopy) =>
    !unticked.has(copy.schedule.uuid) && (copy.match === 'same' || ticks.has(copy.schedule.uuid));
  // The looser matches start unticked: they are only likely copies.
  const [ticks, setTicks] = useState<ReadonlySet<string>>(new Set());
  const [reviewing, setReviewing] = useState(false);

  function toggle(copy: ScheduleCopy, on: boolean) {
    const uuid = copy.schedule.uuid;
    setUnticked((current) => toggled(current, uuid, !on));
    setTicks((current) => toggled(current, uuid, on));
    setReviewing(false);
  }

  if (fanOut.progress) {
    return (
      <FanOutRun
        heading={action?.kind === 'delete' ? 'Deleting the copies' : 'Changing the copies'}
        barLabel="Copies done"
        fanOut={fanOut}
        names={names}
        editPath={editPath}
        doneVerb={action?.kind === 'delete' ? 'deleted' : 'changed'}
        onReviewChanged={() => {
          // Offered again as they are now: still copies, ticked, with the same change to review.
          setAgain(
            [...fanOut.changed.values()].map(({ siteId: copySite, current }) => ({
              siteId: copySite,
              schedule: current,
              match: 'same',
            })),
          );
          setUnticked(new Set());
          setReviewing(true);
          fanOut.reset();
        }}
        onStartOver={() => {
          setAgain(null);
          setReviewing(false);
          onAction(null);
          fanOut.reset();
        }}
      />
    );
  }
  if (!lists.settled && !again) {
    return (
      <FindStep lists={lists} total={siteIds.length} stopped={stopped} onStopped={onStopped} />
    );
  }
  const chosen = copies.filter(ticked);
  return (
    <>
      <FoundStep
        copies={copies}
        again={again !== null}
        lists={lists}
        names={names}
        ticked={ticked}
        onToggle={toggle}
      />
      {copies.length > 0 ? (
        <CopyChangeForm
          serviceTimeZone={zones.service}
          disabled={chosen.length === 0}
          onEdit={() => setReviewing(false)}
          onReview={(next) => {
            onAction(next);
            setReviewing(true);
          }}
        />
      ) : null}
      {reviewing && action ? (
        <CopiesReview
          copies={chosen}
          action={action}
          names={names}
          serviceTimeZone={zones.service}
          onApply={(targets) => fanOut.start(targets)}
        />
      ) : null}
    </>
  );
}

const NOTHING: readonly string[] = [];

/** The copies by site, each with a box: ticked ones are those the change goes to. */
function CopyList({
  copies,
  names,
  ticked,
  onToggle,
  describe,
}: {
  copies: readonly ScheduleCopy[];
  names: ReadonlyMap<string, string>;
  ticked: (copy: ScheduleCopy) => boolean;
  onToggle: (copy: ScheduleCopy, on: boolean) => void;
  describe: (copy: ScheduleCopy) => string;
}) {
  const bySite = groupBySite(copies);
  return (
    <>
      {bySite.map(({ siteId, items }) => {
        const name = names.get(siteId.toLowerCase()) ?? siteId;
        return (
          <Box key={siteId} component="section" aria-label={name}>
            <Typography
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            <ReviewRows>
              {items.map((copy) => (
                <li key={copy.schedule.uuid}>
                  <Choice
                    type="checkbox"
                    label={copy.schedule.title}
                    checked={ticked(copy)}
                    onChange={(event) => onToggle(copy, event.target.checked)}
                  />
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ pl: '28px', overflowWrap: 'anywhere' }}
                  >
                    {describe(copy)}
                  </Typography>
                </li>
              ))}
            </ReviewRows>
          </Box>
        );
      })}
    </>
  );
}

function groupBySite(copies: readonly ScheduleCopy[]) {
  const bySite = new Map<string, { siteId: string; items: ScheduleCopy[] }>();
  for (const copy of copies) {
    const key = copy.siteId.toLowerCase();
    const group = bySite.get(key) ?? { siteId: copy.siteId, items: [] };
    group.items.push(copy);
    bySite.set(key, group);
  }
  return [...bySite.values()];
}

const fieldList = new Intl.ListFormat('en', { type: 'conjunction' });

const sitesCount = (count: number) => `${formatCount(count)} site${count === 1 ? '' : 's'}`;

/** What the change does to each ticked copy; a copy that has it already is left out. */
function CopiesReview({
  copies,
  action,
  names,
  serviceTimeZone,
  onApply,
}: {
  copies: readonly ScheduleCopy[];
  action: CopyAction;
  names: ReadonlyMap<string, string>;
  serviceTimeZone: string;
  onApply: (targets: FanOutTarget[]) => void;
}) {
  const rows = copies.map((copy) => {
    if (action.kind === 'delete') return { copy, words: 'Will be deleted', sends: true };
    const fields = Object.keys(
      copyChangeBody(copy.schedule, action.change, serviceTimeZone),
    ) as (keyof UpdateScheduleRequest)[];
    return fields.length === 0
      ? { copy, words: 'Not changed: it has this already', sends: false }
      : {
          copy,
          words: `Its ${fieldList.format(fields.map((field) => FIELD_WORDS[field]))} will change`,
          sends: true,
        };
  });
  const targets: FanOutTarget[] = rows
    .filter((row) => row.sends)
    .map(({ copy }) => ({ id: copy.schedule.uuid, siteId: copy.siteId, reviewed: copy.schedule }));
  const siteTotal = new Set(targets.map((target) => target.siteId.toLowerCase())).size;
  const verb = action.kind === 'delete' ? 'Delete' : 'Change';
  return (
    <StepSection heading="Review the change">
      <Box component="ul" sx={{ my: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
        {rows.map(({ copy, words }) => (
          <li key={copy.schedule.uuid}>
            {`${copy.schedule.title} on ${names.get(copy.siteId.toLowerCase()) ?? copy.siteId}: ${words}`}
          </li>
        ))}
      </Box>
      <Box>
        <Button
          variant="contained"
          color={action.kind === 'delete' ? 'error' : 'primary'}
          disabled={targets.length === 0}
          onClick={() => onApply(targets)}
        >
          {`${verb} ${schedulesCount(targets.length)} on ${sitesCount(siteTotal)}`}
        </Button>
      </Box>
    </StepSection>
  );
}

function FoundStep({
  copies,
  again,
  lists,
  names,
  ticked,
  onToggle: toggle,
}: {
  copies: readonly ScheduleCopy[];
  /** The copies changed since the review, offered again. */
  again: boolean;
  lists: ReturnType<typeof useSiteLists>;
  names: ReadonlyMap<string, string>;
  ticked: (copy: ScheduleCopy) => boolean;
  onToggle: (copy: ScheduleCopy, on: boolean) => void;
}) {
  const zones = useCalendarZones();
  return (
    <StepSection
      heading={again ? 'The copies changed since the review' : 'Copies found'}
      focusOnMount={false}
    >
      <Typography role="status">
        {again
          ? `${schedulesCount(copies.length)}, as they are now.`
          : `${schedulesCount(copies.length)} found on ${formatCount(new Set(copies.map((copy) => copy.siteId)).size)} of ${formatCount(lists.read.length)} sites read.`}
      </Typography>
      <UnreadSites failed={again ? [] : lists.failed} names={names} />
      <CopyList
        copies={copies}
        names={names}
        ticked={ticked}
        onToggle={toggle}
        describe={(copy) => {
          const cadence = describeRule(ruleOf(copy.schedule), zones, new Date());
          return `${MATCH_WORDS[copy.match]} · ${cadence}`;
        }}
      />
    </StepSection>
  );
}
