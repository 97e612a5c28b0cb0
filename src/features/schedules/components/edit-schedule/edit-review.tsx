/** The review on Save of an edit: changes, fields not sent and why, changes elsewhere; a lazy chunk. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert } from '#src/components/alert';
import { Button } from '#src/components/button';
import { visuallyHidden } from '#src/components/visually-hidden';
import {
  REVIEW_RUN_COUNT,
  scheduleChanges,
  type ChangeRow,
  type RunsOfRule,
} from '#src/domain/schedule-changes';
import {
  changesToSend,
  FIELD_LABELS,
  unresolvedConflicts,
  type ConflictChoices,
  type EditComparison,
  type EditedField,
} from '#src/domain/edit-conflicts';
import { useCatalogueSections } from '#src/lib/site-reports/sections';
import { savedScheduleOf } from '#src/domain/schedule-form';
import type { CalendarZones } from '#src/domain/schedule-rule';
import type { Schedule } from '#src/domain/schemas';
import { wallClockAt } from '#src/domain/wall-clock';
import { RunList } from '#src/features/schedules/components/schedule-form/run-list';
import type { TemplateChoice } from '#src/features/schedules/components/schedule-form/template-field';
import { ChangedElsewhere, ReviewList } from './changed-elsewhere';
import type { PendingChanges } from './use-edit-schedule-submit';

/** Field, before, after: three columns from a tablet up, one block per change on a phone. */
const COLUMNS = 'minmax(7rem, 0.6fr) minmax(0, 1fr) minmax(0, 1fr)';

const ChangeListRoot = styled('div')(({ theme }) => {
  const sm = theme.breakpoints.up('sm');
  return {
    '.change-list__heads': {
      ...theme.typography.subtitle2,
      display: 'none',
      gridTemplateColumns: COLUMNS,
      columnGap: theme.spacing(2),
      paddingBottom: theme.spacing(0.5),
      color: (theme.vars ?? theme).palette.text.secondary,
      [sm]: { display: 'grid' },
    },
    // 'Before' and 'After' on a phone, where no column heads say so; for screen readers always.
    '.change-list__side': { [sm]: visuallyHidden },
  };
});

function Side({ label, text, detail }: { label: string; text: string; detail?: string }) {
  return (
    <dd>
      <span className="review-list__side change-list__side">{label}</span> {text}
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

/** A field of yours that Confirm does not send, or not yet: 'Title', 'Theirs kept, not sent.' */
interface NotSentRow {
  field: EditedField;
  label: string;
  why: string;
}

/** What Confirm does with each field, as one description list: changes, then fields not sent. */
function ChangeList({
  rows,
  notSent = [],
}: {
  rows: readonly ChangeRow[];
  notSent?: readonly NotSentRow[];
}) {
  return (
    <ChangeListRoot>
      {rows.length > 0 ? (
        <div className="change-list__heads" aria-hidden="true">
          <span>Field</span>
          <span>Before</span>
          <span>After</span>
        </div>
      ) : null}
      <ReviewList columns={COLUMNS}>
        {rows.map((row, index) => (
          <div key={`${row.part} ${index}`}>
            <dt>{row.label}</dt>
            <Side label="Before" text={row.before} detail={row.detail?.before} />
            <Side label="After" text={row.after} detail={row.detail?.after} />
          </div>
        ))}
        {notSent.map((row) => (
          <div key={row.field}>
            <dt>{row.label}</dt>
            <Box component="dd" sx={{ gridColumn: { sm: '2 / -1' } }}>
              {row.why}
            </Box>
          </div>
        ))}
      </ReviewList>
    </ChangeListRoot>
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
        labelledBy={headingId}
      />
    </Box>
  );
}

/** A review's section; its heading takes focus when shown and when a value of `focusOn` changes. */
function ReviewPanel({
  heading,
  focusOn = [],
  children,
}: {
  heading: string;
  focusOn?: readonly unknown[];
  children: ReactNode;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, focusOn);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Typography ref={headingRef} id={headingId} tabIndex={-1} variant="h6" component="h2">
          {heading}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** The schedule was deleted elsewhere: nothing can be saved to it; the values go on. */
function GoneReview({ onCreateAsNew, onBack }: { onCreateAsNew: () => void; onBack: () => void }) {
  return (
    <ReviewPanel heading="This schedule was deleted">
      <Alert severity="warning">
        It was deleted elsewhere (another tab, a colleague or the API) after you opened it, so your
        changes cannot be saved to it. Nothing was sent, and your values are still in the form:
        create them as a new schedule, or copy what you need.
      </Alert>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" size="large" onClick={onCreateAsNew}>
          Create it as a new schedule
        </Button>
        <Button size="large" onClick={onBack}>
          Back to the form
        </Button>
      </Stack>
    </ReviewPanel>
  );
}

/** Each conflict not chosen yet counts as theirs for what the review shows as sent. */
function choicesForDisplay(pending: PendingChanges): ConflictChoices {
  const shown: ConflictChoices = { ...pending.choices };
  for (const field of unresolvedConflicts(pending.comparison, pending.choices)) {
    shown[field] = 'theirs';
  }
  return shown;
}

/** Fields of yours changed elsewhere too that Confirm does not send, with why. */
function yoursNotSent(comparison: EditComparison, choices: ConflictChoices): NotSentRow[] {
  if (comparison.kind !== 'changed') return [];
  return comparison.fields.flatMap(({ field, yours, conflict }): NotSentRow[] => {
    if (!yours) return [];
    const choice = choices[field];
    if (conflict && choice === 'yours') return [];
    const why = !conflict
      ? 'The same as theirs, not sent.'
      : choice === 'theirs'
        ? 'Theirs kept, not sent.'
        : 'Waiting for your choice: sent only if you choose yours.';
    return [{ field, label: FIELD_LABELS[field], why }];
  });
}

const fieldList = new Intl.ListFormat('en', { type: 'conjunction' });

/** What Confirm does, above the list of it: waits for a choice, saves the list, or saves nothing. */
function reviewSummary(unchosen: readonly EditedField[], rowCount: number): string {
  const saved = 'Nothing is saved until you confirm, and nothing else about the schedule changes.';
  if (unchosen.length > 0) {
    const fields = fieldList.format(unchosen.map((field) => FIELD_LABELS[field]));
    return `Confirm waits for your choice on ${fields}: theirs or yours. ${saved}`;
  }
  return rowCount === 0 ? 'Nothing of yours is left to send: confirming saves nothing.' : saved;
}

interface ReviewProps {
  /** The schedule as the form was opened with it. */
  opened: Schedule;
  pending: PendingChanges;
  templates: TemplateChoice;
  zones: CalendarZones;
  busy: boolean;
  onChoose: (field: EditedField, side: 'theirs' | 'yours') => void;
  onConfirm: () => void;
  onBack: () => void;
}

export default function EditReview({
  onCreateAsNew,
  ...review
}: ReviewProps & { onCreateAsNew: () => void }) {
  const { pending } = review;
  if (pending.comparison.kind === 'gone' || !pending.current) {
    return <GoneReview onCreateAsNew={onCreateAsNew} onBack={review.onBack} />;
  }
  return <ChangesReview {...review} current={pending.current} />;
}

function ChangesReview({
  opened,
  current,
  pending,
  templates,
  zones,
  busy,
  onChoose,
  onConfirm,
  onBack,
}: ReviewProps & {
  /** The schedule on the service's list now: what "Before" shows. */
  current: Schedule;
}) {
  const [now] = useState(() => new Date());
  const [tried, setTried] = useState(false);
  const templateList = templates.status === 'loaded' ? templates.templates : [];
  const catalogue = useCatalogueSections();
  const { comparison, changes, values, changedAgain } = pending;
  const unchosen = unresolvedConflicts(comparison, pending.choices);
  const notSent = yoursNotSent(comparison, pending.choices);
  // What Confirm would send, an unchosen conflict shown as theirs, against the service's now.
  const body = changesToSend(changes, comparison, choicesForDisplay(pending), opened) ?? {};
  const bodyKey = JSON.stringify(body);
  const review = useMemo(
    () =>
      scheduleChanges({
        saved: savedScheduleOf(current, zones),
        changes: JSON.parse(bodyKey) as typeof body,
        templates: templateList,
        zones,
        now,
        intent: values,
        catalogue,
      }),
    // bodyKey stands for the body, rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current, bodyKey, zones, now, values, templates, catalogue],
  );

  function confirm() {
    if (unchosen.length > 0) {
      setTried(true);
      document
        .getElementById(`conflict-${unchosen[0] ?? ''}`)
        ?.querySelector('input')
        ?.focus();
      return;
    }
    onConfirm();
  }

  return (
    <ReviewPanel heading="Review your changes" focusOn={[changedAgain, current]}>
      {changedAgain ? (
        <Alert severity="warning" role="alert">
          It changed again while you were reviewing: nothing was sent. Check what changed below,
          then confirm.
        </Alert>
      ) : null}
      {comparison.kind === 'changed' ? (
        <ChangedElsewhere
          opened={opened}
          current={current}
          changes={changes}
          fields={comparison.fields}
          choices={pending.choices}
          unchosen={tried ? unchosen : []}
          templates={templateList}
          zones={zones}
          now={now}
          onChoose={onChoose}
        />
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {reviewSummary(unchosen, review.rows.length)}
      </Typography>
      {review.rows.length > 0 || notSent.length > 0 ? (
        <ChangeList rows={review.rows} notSent={notSent} />
      ) : null}
      {review.runs ? <RunsBeforeAndAfter runs={review.runs} zones={zones} now={now} /> : null}
      <ConfirmBar
        busy={busy}
        unchosen={tried ? unchosen : []}
        onConfirm={confirm}
        onBack={onBack}
      />
    </ReviewPanel>
  );
}

/** The next runs as they are and after saving, side by side from a laptop up. */
function RunsBeforeAndAfter({
  runs,
  zones,
  now,
}: {
  runs: { before: RunsOfRule; after: RunsOfRule };
  zones: CalendarZones;
  now: Date;
}) {
  const currentYear = wallClockAt(now.getTime(), zones.user).year;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <RunsColumn
        heading={`Next ${REVIEW_RUN_COUNT} runs now`}
        side={runs.before}
        zones={zones}
        currentYear={currentYear}
      />
      <RunsColumn
        heading={`Next ${REVIEW_RUN_COUNT} runs after saving`}
        side={runs.after}
        zones={zones}
        currentYear={currentYear}
      />
    </Box>
  );
}

/** Confirm and Back; while a conflict is unchosen, Confirm says what is missing instead. */
function ConfirmBar({
  busy,
  unchosen,
  onConfirm,
  onBack,
}: {
  busy: boolean;
  /** Conflicts left unchosen after a Confirm: named below the buttons. */
  unchosen: readonly EditedField[];
  onConfirm: () => void;
  onBack: () => void;
}) {
  const messageId = useId();
  return (
    <>
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
          aria-describedby={unchosen.length > 0 ? messageId : undefined}
        >
          Confirm and save
        </Button>
        <Button size="large" onClick={onBack} disabled={busy}>
          Back to the form
        </Button>
      </Stack>
      {unchosen.length > 0 ? (
        <Typography id={messageId} role="alert" variant="body2" color="error">
          Choose theirs or yours for {unchosen.map((field) => FIELD_LABELS[field]).join(', ')}:
          nothing is sent until you do.
        </Typography>
      ) : null}
    </>
  );
}
