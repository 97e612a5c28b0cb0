import { useState, type ReactNode } from 'react';
import { Button } from '#src/components/button';
import { ConfirmDialog } from '#src/components/confirm-dialog';
import { ErrorPanel } from '#src/components/error-panel';
import { RunProgressStep } from '#src/components/run-progress';
import { RunResultsStep } from '#src/components/run-results';
import { schedulesCount } from '#src/components/step-words';
import { formatCount } from '#src/domain/format';
import { recipientKey, recipientsInWords } from '#src/domain/recipients';
import type { Schedule } from '#src/domain/schemas';
import {
  editSchedulePath,
  recreateSchedulePath,
  scheduleListPath,
} from '#src/features/schedules/schedule-paths';
import { useBulkDelete } from './use-bulk-delete';

const LOST_ANSWER =
  'The answer was lost, so it may be deleted all the same: Retry failed reads it again first and does not delete or create anything twice.';

const titleList = new Intl.ListFormat('en', { type: 'conjunction' });

/** '“A”, “B”, and “C”', or '“A”, “B” and 3 others'. */
function titlesInWords(schedules: readonly Schedule[]): string {
  const titles = schedules.map(({ title }) => `“${title.trim()}”`);
  if (titles.length <= 3) return titleList.format(titles);
  return `${titles.slice(0, 2).join(', ')} and ${formatCount(titles.length - 2)} others`;
}

/** Who gets no more reports: every recipient of the schedules, each once. */
function whoStopsGettingReports(schedules: readonly Schedule[]): string {
  const recipients = new Map(
    schedules.flatMap(({ recipients }) => recipients.map((r) => [recipientKey(r.email), r])),
  );
  if (recipients.size === 0) return 'They have no recipients.';
  return `${recipientsInWords([...recipients.values()])} will get no more reports from them.`;
}

/** What the list asks to delete: each new request opens the confirmation once. */
export interface BulkDeleteRequest {
  selected: readonly Schedule[];
  /** Runs once the user confirms (the list clears its selection). */
  onStart: () => void;
}

/**
 * Deleting the list's selection: one confirmation naming how many and who loses reports, then
 * the run, its results with Retry failed, and "Create them again". Loaded on the first Delete N
 * (bulk-delete.tsx), so the list's pages carry none of the runner until then.
 */
export function BulkDeleteFlow({
  siteId,
  serviceTimeZone,
  request,
}: {
  siteId: string;
  serviceTimeZone: string;
  request: BulkDeleteRequest;
}) {
  const { deletion, recreation, deleted } = useBulkDelete(siteId, serviceTimeZone);
  const [asked, setAsked] = useState<BulkDeleteRequest>();
  const [asking, setAsking] = useState<BulkDeleteRequest>();
  const [shown, setShown] = useState(false);
  // A new request from the list opens the confirmation (state adjusted while rendering).
  if (request !== asked) {
    setAsked(request);
    setAsking(request);
  }

  function confirm() {
    if (!asking) return;
    recreation.reset();
    deletion.start(asking.selected, undefined);
    asking.onStart();
    setAsking(undefined);
    setShown(true);
  }

  function dismiss() {
    deletion.reset();
    recreation.reset();
    setShown(false);
  }

  const count = asking?.selected.length ?? 0;
  const dialog = (
    <ConfirmDialog
      open={asking !== undefined}
      title={`Delete ${schedulesCount(count)}?`}
      onCancel={() => setAsking(undefined)}
      actions={
        <>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's safe choice */}
          <Button variant="outlined" autoFocus onClick={() => setAsking(undefined)}>
            Keep them
          </Button>
          <Button variant="contained" color="error" onClick={confirm}>
            {`Delete ${schedulesCount(count)}`}
          </Button>
        </>
      }
    >
      {asking
        ? `${titlesInWords(asking.selected)} will stop. ${whoStopsGettingReports(asking.selected)}`
        : ''}
    </ConfirmDialog>
  );

  const titles = new Map(deletion.targets.map(({ uuid, title }) => [uuid, title]));
  const target = (uuid: string, done: boolean) => ({
    name: titles.get(uuid) ?? uuid,
    // One deleted opens its create form (remembered on deleting); the others open as they are.
    to: done ? recreateSchedulePath(siteId, uuid) : editSchedulePath(siteId, uuid),
  });

  let panel: ReactNode = null;
  if (shown && recreation.progress) {
    panel = (
      <RunSteps
        run={recreation}
        heading={`Creating ${schedulesCount(recreation.targets.length)} again`}
        doneVerb="created again"
        // One not made again opens its create form; one made is on the list (with a new ID).
        target={(uuid) =>
          recreation.outcomes?.get(uuid)?.status === 'done'
            ? { name: titles.get(uuid) ?? uuid, to: scheduleListPath(siteId) }
            : target(uuid, true)
        }
        actions={() => (
          <Button variant="text" onClick={dismiss}>
            Done
          </Button>
        )}
      />
    );
  } else if (shown && deletion.progress) {
    panel = (
      <RunSteps
        run={deletion}
        heading={`Deleting ${schedulesCount(deletion.targets.length)}`}
        doneVerb="deleted"
        target={(uuid) => target(uuid, deletion.outcomes?.get(uuid)?.status === 'done')}
        actions={() => (
          <>
            {deleted.length > 0 ? (
              <Button variant="outlined" onClick={() => recreation.start(deleted, undefined)}>
                Create them again
              </Button>
            ) : null}
            <Button variant="text" onClick={dismiss}>
              Done
            </Button>
          </>
        )}
      />
    );
  }

  return (
    <>
      {panel}
      {dialog}
    </>
  );
}

type Runs = ReturnType<typeof useBulkDelete>['deletion'];

/** One run's steps: checking and sending, a failed check, then its results. */
function RunSteps({
  run,
  heading,
  doneVerb,
  target,
  actions,
}: {
  run: Runs;
  heading: string;
  doneVerb: string;
  target: (uuid: string) => { name: string; to: string };
  actions: (failed: number) => ReactNode;
}) {
  if (run.checkError !== undefined) {
    // The app's one way of saying a failed request and what to do next (a 429's countdown too).
    return (
      <ErrorPanel
        error={run.checkError}
        title={`The schedules could not be read again before ${doneVerb === 'deleted' ? 'deleting' : 'creating'} them, so nothing was sent`}
        onRetry={run.tryAgain}
      />
    );
  }
  if (run.outcomes) {
    return (
      <RunResultsStep
        outcomes={run.outcomes}
        doneVerb={doneVerb}
        countTargets={schedulesCount}
        target={target}
        lostAnswerNote={LOST_ANSWER}
        retryLabel={(failed) => `Retry failed (${failed})`}
        onRetryFailed={run.retryFailed}
        actions={actions}
      />
    );
  }
  if (!run.progress) return null;
  return (
    <RunProgressStep
      heading={heading}
      barLabel={heading}
      checkingText="Reading each schedule again before sending…"
      progress={run.progress}
      run={run}
    />
  );
}
