/**
 * The review shown on Save of an edited schedule: every field the PATCH body holds, before and
 * after, and for a new cadence or first run the next runs of both. A lazy chunk of its own
 * (loaded when the form first changes): the edit page pays nothing for it until then.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#src/components/button';
import { visuallyHidden } from '#src/components/visually-hidden';
import {
  REVIEW_RUN_COUNT,
  scheduleChanges,
  type ChangeRow,
  type RunsOfRule,
} from '#src/domain/schedule-changes';
import type { SavedSchedule, ScheduleFormValues } from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { UpdateScheduleRequest } from '#src/domain/schemas';
import { wallClockAt } from '#src/domain/wall-clock';
import { RunList } from '#src/features/schedules/components/schedule-form/run-list';
import type { TemplateChoice } from '#src/features/schedules/components/schedule-form/template-field';

/** Field, before, after: three columns from a tablet up, one block per change on a phone. */
const COLUMNS = { sm: 'minmax(7rem, 0.6fr) minmax(0, 1fr) minmax(0, 1fr)' };

const changeListStyles = {
  m: 0,
  '& > div': {
    display: { xs: 'block', sm: 'grid' },
    gridTemplateColumns: COLUMNS,
    columnGap: 2,
    py: 1,
    borderTop: 1,
    borderColor: 'divider',
  },
  '& dt': { fontWeight: 600 },
  '& dd': { m: 0, mt: { xs: 0.5, sm: 0 }, overflowWrap: 'anywhere' },
} as const;

/** 'Before' and 'After' on a phone, where no column headings say so; for screen readers always. */
const sideLabelStyles = (theme: Theme) => ({
  ...theme.typography.caption,
  display: 'block',
  color: theme.palette.text.secondary,
  [theme.breakpoints.up('sm')]: visuallyHidden,
});

function Side({ label, text, detail }: { label: string; text: string; detail?: string }) {
  return (
    <dd>
      <Box component="span" sx={sideLabelStyles}>
        {label}
      </Box>{' '}
      {text}
      {detail ? (
        <>
          {' '}
          <Typography
            variant="body2"
            color="text.secondary"
            component="span"
            sx={{ display: 'block' }}
          >
            Saved as: {detail}
          </Typography>
        </>
      ) : null}
    </dd>
  );
}

/** The changes as a description list, read as "field, before …, after …". */
function ChangeList({ rows }: { rows: readonly ChangeRow[] }) {
  return (
    <Box>
      <Box
        aria-hidden="true"
        sx={{
          display: { xs: 'none', sm: 'grid' },
          gridTemplateColumns: COLUMNS,
          columnGap: 2,
          pb: 0.5,
          typography: 'subtitle2',
          color: 'text.secondary',
        }}
      >
        <span>Field</span>
        <span>Before</span>
        <span>After</span>
      </Box>
      <Box component="dl" sx={changeListStyles}>
        {rows.map((row, index) => (
          <div key={`${row.part} ${index}`}>
            <dt>{row.label}</dt>
            <Side label="Before" text={row.before} detail={row.detail?.before} />
            <Side label="After" text={row.after} detail={row.detail?.after} />
          </div>
        ))}
      </Box>
    </Box>
  );
}

function RunsColumn({
  heading,
  side,
  zones,
  currentYear,
}: {
  heading: string;
  side: RunsOfRule;
  zones: CalendarZones;
  currentYear: number;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <RunList
        runs={side.runs}
        moves={side.moves}
        zones={zones}
        compact={false}
        currentYear={currentYear}
      />
    </Box>
  );
}

export default function EditReview({
  saved,
  changes,
  values,
  templates,
  zones,
  busy,
  onConfirm,
  onBack,
}: {
  saved: SavedSchedule;
  /** The PATCH body Confirm sends. */
  changes: UpdateScheduleRequest;
  /** The form's values it came from: they explain the new runs. */
  values: ScheduleFormValues;
  templates: TemplateChoice;
  zones: CalendarZones;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [now] = useState(() => new Date());
  const [review] = useState(() =>
    scheduleChanges({
      saved,
      changes,
      templates: templates.status === 'loaded' ? templates.templates : [],
      zones,
      now,
      intent: values,
    }),
  );

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const currentYear = wallClockAt(now.getTime(), zones.user).year;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography ref={headingRef} id={headingId} tabIndex={-1} variant="h6" component="h2">
          Review your changes
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Nothing is saved until you confirm, and nothing else about the schedule changes.
        </Typography>
        <ChangeList rows={review.rows} />
        {review.runs ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <RunsColumn
              heading={`Next ${REVIEW_RUN_COUNT} runs now`}
              side={review.runs.before}
              zones={zones}
              currentYear={currentYear}
            />
            <RunsColumn
              heading={`Next ${REVIEW_RUN_COUNT} runs after saving`}
              side={review.runs.after}
              zones={zones}
              currentYear={currentYear}
            />
          </Box>
        ) : null}
        {/* On a phone the two do not fit one line: Back wraps below rather than either word. */}
        <Stack
          direction="row"
          useFlexGap
          spacing={2}
          sx={{ alignItems: 'center', flexWrap: 'wrap', '& > button': { whiteSpace: 'nowrap' } }}
        >
          <Button
            variant="contained"
            size="large"
            onClick={onConfirm}
            disabled={busy}
            loading={busy}
          >
            Confirm and save
          </Button>
          <Button size="large" onClick={onBack} disabled={busy}>
            Back to the form
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
