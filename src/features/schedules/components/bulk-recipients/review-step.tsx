import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Button } from '#src/components/button';
import { RecipientReviewRows, useReviewZones } from '#src/components/recipient-review-row';
import { planChange, type BulkAction } from '#src/domain/bulk-recipients';
import type { Schedule } from '#src/domain/schemas';
import { StepSection } from '#src/components/step-section';
import { schedulesCount } from '#src/components/step-words';
import { useTicked } from '#src/lib/hooks/use-ticked';

/** Step 3: each schedule found, ticked when it will change; one the action cannot change says why. */
export function ReviewStep({
  action,
  schedules,
  onApply,
}: {
  action: BulkAction;
  schedules: readonly Schedule[];
  onApply: (scheduleIds: string[]) => void;
}) {
  const plans = useMemo(
    () =>
      schedules.map((schedule) => ({ schedule, plan: planChange(schedule.recipients, action) })),
    [schedules, action],
  );
  const [ticked, toggle] = useTicked(() =>
    plans.filter(({ plan }) => plan.kind === 'change').map((p) => p.schedule.uuid),
  );
  const { zones, now } = useReviewZones();
  const chosen = plans.filter(
    ({ schedule, plan }) => plan.kind === 'change' && ticked.has(schedule.uuid),
  );

  return (
    <StepSection heading="Review the changes">
      <Typography color="text.secondary">
        Untick any schedule you want to leave as it is.
      </Typography>
      <RecipientReviewRows
        aria-label="Schedules found"
        rows={plans}
        zones={zones}
        now={now}
        ticked={ticked}
        onToggle={toggle}
      />
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
