import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { Button } from '#src/components/button';
import { Choice } from '#src/components/fields/choice-group';
import { visuallyHidden } from '#src/components/visually-hidden';
import { planChange, type BulkAction, type PlannedChange } from '#src/domain/bulk-recipients';
import { ruleOf } from '#src/domain/recurrence';
import { describeRule } from '#src/domain/schedule-rule';
import type { Recipient, RecipientInput, Schedule } from '#src/domain/schemas';
import { useCalendarZones } from '#src/lib/use-calendar-zones';
import { StepSection } from '#src/components/step-section';
import { recipientLabel, schedulesCount } from './step-words';

const Rows = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& > li': {
    padding: theme.spacing(1, 0),
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  '& > li:last-of-type': { borderBottom: `1px solid ${theme.palette.divider}` },
}));

const Details = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  // Level with the label's text, past the box (20 px) and its gap.
  paddingLeft: 28,
  color: theme.palette.text.secondary,
  overflowWrap: 'anywhere',
}));

function names(recipients: readonly (Recipient | RecipientInput)[]): string {
  return recipients.map(recipientLabel).join(', ');
}

/**
 * Step 3: each schedule found, ticked when it will change, with its recipients now and after;
 * a schedule the action cannot change is unticked, cannot be ticked, and says why.
 */
export function ReviewStep({
  action,
  schedules,
  onApply,
}: {
  action: BulkAction;
  schedules: readonly Schedule[];
  onApply: (scheduleIds: string[]) => void;
}) {
  const zones = useCalendarZones();
  const plans = useMemo(() => {
    const now = new Date();
    return schedules.map((schedule) => ({
      schedule,
      plan: planChange(schedule.recipients, action),
      // Tells apart schedules with like titles, in the list's words.
      cadence: describeRule(ruleOf(schedule), zones, now),
    }));
  }, [schedules, action, zones]);
  const [ticked, setTicked] = useState(
    () => new Set(plans.filter(({ plan }) => plan.kind === 'change').map((p) => p.schedule.uuid)),
  );
  const chosen = plans.filter(
    ({ schedule, plan }) => plan.kind === 'change' && ticked.has(schedule.uuid),
  );

  function toggle(uuid: string, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(uuid);
      else next.delete(uuid);
      return next;
    });
  }

  return (
    <StepSection heading="Review the changes">
      <Typography color="text.secondary">
        Untick any schedule you want to leave as it is.
      </Typography>
      <Rows aria-label="Schedules found">
        {plans.map(({ schedule, plan, cadence }) => (
          <ReviewRow
            key={schedule.uuid}
            schedule={schedule}
            plan={plan}
            cadence={cadence}
            ticked={plan.kind === 'change' && ticked.has(schedule.uuid)}
            onToggle={(on) => toggle(schedule.uuid, on)}
          />
        ))}
      </Rows>
      <Typography role="status" sx={{ fontWeight: 500 }}>
        {chosen.length === 0
          ? 'No schedule will be changed.'
          : `${schedulesCount(chosen.length)} will be changed.`}
      </Typography>
      <Box>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          onClick={() => onApply(chosen.map(({ schedule }) => schedule.uuid))}
        >
          {`Change ${schedulesCount(chosen.length)}`}
        </Button>
      </Box>
    </StepSection>
  );
}

function ReviewRow({
  schedule,
  plan,
  cadence,
  ticked,
  onToggle,
}: {
  schedule: Schedule;
  plan: PlannedChange;
  /** 'Every week on Tuesday at 09:00'. */
  cadence: string;
  ticked: boolean;
  onToggle: (on: boolean) => void;
}) {
  const detailsId = useId();
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
