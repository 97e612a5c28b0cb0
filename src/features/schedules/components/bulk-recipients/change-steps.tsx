import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { findSchedulesWith, type BulkAction } from '#src/domain/bulk-recipients';
import type { Schedule } from '#src/domain/schemas';
import { ActionStep } from './action-step';
import { FindStep, type FindScope } from './find-step';
import { ReviewStep } from './review-step';

interface Found {
  email: string;
  schedules: Schedule[];
}

/** Steps 1 to 3; kept mounted while a run shows (`hidden`), so Back finds the review as left. */
export function ChangeSteps({
  scope,
  schedules,
  hidden,
  startFocused,
  onApply,
}: {
  scope: FindScope;
  /** The schedules the search looks in: the site's, or those selected on the list. */
  schedules: readonly Schedule[];
  hidden: boolean;
  /** Focus the first step when it appears ("Make another change"). */
  startFocused: boolean;
  onApply: (action: BulkAction, scheduleIds: string[]) => void;
}) {
  const [found, setFound] = useState<Found | null>(null);
  const [review, setReview] = useState<{ action: BulkAction; round: number } | null>(null);
  const [reviews, setReviews] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const wasHidden = useRef(hidden);

  useEffect(() => {
    // Shown again after a failed check: back to the review's heading, the last step's.
    if (wasHidden.current && !hidden) {
      const headings = rootRef.current?.querySelectorAll<HTMLElement>('h2');
      headings?.[headings.length - 1]?.focus();
    }
    wasHidden.current = hidden;
  }, [hidden]);

  return (
    <Stack ref={rootRef} spacing={3} sx={hidden ? { display: 'none' } : undefined}>
      <FindStep
        scope={scope}
        total={schedules.length}
        result={found ? { email: found.email, count: found.schedules.length } : null}
        startFocused={startFocused}
        onFind={(email) => {
          setFound({ email, schedules: findSchedulesWith(schedules, email) });
          setReview(null);
        }}
      />
      {found && found.schedules.length > 0 ? (
        <ActionStep
          email={found.email}
          schedules={found.schedules}
          onReview={(action) => {
            setReview({ action, round: reviews + 1 });
            setReviews(reviews + 1);
          }}
          onEdit={() => setReview(null)}
        />
      ) : null}
      {found && review ? (
        <ReviewStep
          // Each review starts afresh: every schedule ticked again, and focus on its heading.
          key={review.round}
          action={review.action}
          schedules={found.schedules}
          onApply={(scheduleIds) => onApply(review.action, scheduleIds)}
        />
      ) : null}
    </Stack>
  );
}
