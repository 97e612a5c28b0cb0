import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '#src/components/button';
import { RecipientReviewRows, useReviewZones } from '#src/components/recipient-review-row';
import { StepSection } from '#src/components/step-section';
import { schedulesCount } from '#src/components/step-words';
import type { SitePlan } from '#src/domain/cross-site-recipients';
import { useTicked } from '#src/lib/hooks/use-ticked';
import type { FanOutTarget } from './fan-out-run';

const sitesCount = (count: number) => `${count} site${count === 1 ? '' : 's'}`;

/** The review of a recipient change across sites: each schedule's recipients now and after. */
export function CrossSiteReview({
  plans,
  names,
  heading = 'Review the changes',
  children,
  onApply,
}: {
  plans: readonly SitePlan[];
  names: ReadonlyMap<string, string>;
  heading?: string;
  /** Above the list: the sites not read, or what changed since an earlier review. */
  children?: React.ReactNode;
  onApply: (targets: FanOutTarget[]) => void;
}) {
  const [ticked, toggle] = useTicked(() =>
    plans.flatMap(({ rows }) =>
      rows.filter(({ plan }) => plan.kind === 'change').map(({ schedule }) => schedule.uuid),
    ),
  );
  const targets: FanOutTarget[] = plans.flatMap(({ siteId, rows }) =>
    rows
      .filter(({ schedule, plan }) => plan.kind === 'change' && ticked.has(schedule.uuid))
      .map(({ schedule }) => ({ id: schedule.uuid, siteId, reviewed: schedule })),
  );
  const siteTotal = new Set(targets.map(({ siteId }) => siteId)).size;
  const { zones, now } = useReviewZones();

  return (
    <StepSection heading={heading}>
      {children}
      {plans.length === 0 ? (
        <Typography>No schedule of the sites read is concerned.</Typography>
      ) : (
        <Typography color="text.secondary">
          Untick any schedule you want to leave as it is.
        </Typography>
      )}
      {plans.map(({ siteId, rows }) => (
        <Box
          key={siteId}
          component="section"
          aria-label={names.get(siteId.toLowerCase()) ?? siteId}
          // A review of many sites is laid out as it is scrolled to, not all in its first frame.
          sx={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' }}
        >
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {`${names.get(siteId.toLowerCase()) ?? siteId} (${schedulesCount(rows.length)})`}
          </Typography>
          <RecipientReviewRows
            rows={rows}
            zones={zones}
            now={now}
            ticked={ticked}
            onToggle={toggle}
          />
        </Box>
      ))}
      <Typography role="status" sx={{ fontWeight: 500 }}>
        {targets.length === 0
          ? 'No schedule will be changed.'
          : `${schedulesCount(targets.length)} on ${sitesCount(siteTotal)} will be changed.`}
      </Typography>
      <Box>
        <Button
          variant="contained"
          disabled={targets.length === 0}
          onClick={() => onApply(targets)}
        >
          {`Change ${schedulesCount(targets.length)} on ${sitesCount(siteTotal)}`}
        </Button>
      </Box>
    </StepSection>
  );
}
