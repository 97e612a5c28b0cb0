import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import type { PlannedChange } from '#src/domain/bulk-recipients';
import { ruleOf } from '#src/domain/recurrence';
import { describeRule } from '#src/domain/rule-wording';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Recipient, RecipientInput, Schedule } from '#src/domain/schemas';
import { useCalendarZones } from '#src/lib/session/use-calendar-zones';
import { Choice } from './fields/choice-group';
import { recipientLabel } from './step-words';
import { visuallyHidden } from './visually-hidden';

/** The review's list: one row per schedule. */
export const ReviewRows = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    padding: theme.spacing(1, 0),
    borderTop: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  },
  '& > li:last-of-type': { borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}` },
}));

const Details = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  // Level with the label's text, past the box (20 px) and its gap.
  paddingLeft: 28,
  color: (theme.vars ?? theme).palette.text.secondary,
  overflowWrap: 'anywhere',
}));

function names(recipients: readonly (Recipient | RecipientInput)[]): string {
  return recipients.map(recipientLabel).join(', ');
}

/** The zones and the time a review's rows are worded in, read once for the whole review. */
export function useReviewZones(): { zones: CalendarZones; now: Date } {
  const zones = useCalendarZones();
  const [now] = useState(() => new Date());
  return { zones, now };
}

/** A review's rows: a schedule is ticked while its change is planned and chosen. */
export function RecipientReviewRows({
  rows,
  zones,
  now,
  ticked,
  onToggle,
  'aria-label': label,
}: {
  rows: readonly { schedule: Schedule; plan: PlannedChange }[];
  /** Read once for the whole review (`useReviewZones`): the browser's zone is slow to ask for. */
  zones: CalendarZones;
  now: Date;
  ticked: ReadonlySet<string>;
  onToggle: (scheduleId: string, on: boolean) => void;
  'aria-label'?: string;
}) {
  return (
    <ReviewRows aria-label={label}>
      {rows.map(({ schedule, plan }) => (
        <RecipientReviewRow
          key={schedule.uuid}
          schedule={schedule}
          plan={plan}
          zones={zones}
          now={now}
          ticked={plan.kind === 'change' && ticked.has(schedule.uuid)}
          onToggle={(on) => onToggle(schedule.uuid, on)}
        />
      ))}
    </ReviewRows>
  );
}

/** One schedule of a recipient change's review; a deferred render spreads a long review. */
function RecipientReviewRow({
  schedule,
  plan,
  zones,
  now,
  ticked,
  onToggle,
}: {
  schedule: Schedule;
  plan: PlannedChange;
  zones: CalendarZones;
  now: Date;
  ticked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const detailsId = useId();
  const cadence = useMemo(() => describeRule(ruleOf(schedule), zones, now), [schedule, zones, now]);
  return (
    <li>
      <Choice
        type="checkbox"
        label={schedule.title}
        checked={ticked}
        disabled={plan.kind === 'skip'}
        aria-describedby={detailsId}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <Details>{cadence}</Details>
      <Details id={detailsId}>
        {plan.kind === 'skip' ? (
          `Not changed: ${plan.reason}`
        ) : (
          <>
            {names(schedule.recipients)}
            <span aria-hidden="true"> → </span>
            <Box component="span" sx={visuallyHidden}>
              {' will become '}
            </Box>
            {names(plan.recipients)}
          </>
        )}
      </Details>
    </li>
  );
}
