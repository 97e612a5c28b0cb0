import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { formatCount } from '#src/domain/format';
import type { TargetOutcome } from '#src/lib/bulk/bulk-run';
import { Button } from './button';
import { GuardedLink } from './guarded-link';
import { StepSection } from './step-section';

// Styled by class from here: a run of hundreds of targets serialises no style per item.
const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  '& .run-results__summary': { ...theme.typography.body1, margin: 0 },
  '& .run-results__group': { display: 'flex', flexDirection: 'column', gap: theme.spacing(0.5) },
  '& .run-results__heading': { ...theme.typography.subtitle1, fontWeight: 600, margin: 0 },
  '& .run-results__items': {
    ...theme.typography.body2,
    margin: 0,
    paddingLeft: theme.spacing(2.5),
  },
  '& .run-results__items > li + li': { marginTop: theme.spacing(0.75) },
  '& .run-results__detail': {
    color: (theme.vars ?? theme).palette.text.secondary,
    overflowWrap: 'anywhere',
  },
  '& .run-results__actions': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    [theme.breakpoints.up('sm')]: { flexDirection: 'row', flexWrap: 'wrap' },
  },
}));

type Status = TargetOutcome['status'];

const statusWords: Record<Exclude<Status, 'done'>, string> = {
  failed: 'Failed',
  skipped: 'Skipped',
};

function ResultItems({
  items,
  target,
  detail,
}: {
  items: readonly (readonly [string, TargetOutcome])[];
  target: RunResultsStepProps['target'];
  detail: (outcome: TargetOutcome) => string | undefined;
}) {
  return (
    <ul className="run-results__items">
      {items.map(([id, outcome]) => {
        const { name, to } = target(id);
        const text = detail(outcome);
        return (
          <li key={id}>
            <GuardedLink to={to}>{name}</GuardedLink>
            {text ? <span className="run-results__detail">{` — ${text}`}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The groups that need the user come first; the done group's heading is the caller's. */
const GROUPS: readonly { status: Status; heading?: string }[] = [
  { status: 'failed', heading: 'Failed' },
  { status: 'done' },
  { status: 'skipped', heading: 'Skipped' },
];

export interface RunResultsStepProps {
  outcomes: ReadonlyMap<string, TargetOutcome>;
  /** What was done to a target: 'changed'. The summary says it; capitalised, it heads the group. */
  doneVerb: string;
  countTargets: (count: number) => string;
  target: (id: string) => { name: string; to: string };
  /** After a failure whose answer was lost: why Retry failed will not do it twice. */
  lostAnswerNote: string;
  retryLabel: (failed: number) => string;
  onRetryFailed: () => void;
  /** The ways on after Retry failed; `failed` tells whether Retry failed is the main one. */
  actions?: (failed: number) => ReactNode;
  /** Lists the targets by site, in this order, instead of by status. */
  sections?: readonly { key: string; heading: string; ids: readonly string[] }[];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The end of a bulk run: the counts, every target grouped by outcome, Retry failed. */
export function RunResultsStep({
  outcomes,
  doneVerb,
  countTargets,
  target,
  lostAnswerNote,
  retryLabel,
  onRetryFailed,
  actions,
  sections,
}: RunResultsStepProps) {
  const entries = [...outcomes];
  const inGroup = (status: Status) => entries.filter(([, outcome]) => outcome.status === status);
  const failed = inGroup('failed').length;

  function detailOf(outcome: TargetOutcome): string | undefined {
    if (outcome.status === 'done') return outcome.note;
    if (outcome.status === 'failed' && outcome.ambiguous)
      return `${outcome.reason} ${lostAnswerNote}`;
    return outcome.reason;
  }

  return (
    <StepSection heading="Results">
      <Root>
        <p role="status" className="run-results__summary">
          {`${countTargets(inGroup('done').length)} ${doneVerb}, ${formatCount(failed)} failed, ${formatCount(inGroup('skipped').length)} skipped.`}
        </p>
        {sections
          ? sections.map(({ key, heading, ids }) => {
              const items = ids.flatMap((id) => {
                const outcome = outcomes.get(id);
                return outcome ? [[id, outcome] as const] : [];
              });
              if (items.length === 0) return null;
              const statusWord = (outcome: TargetOutcome) =>
                outcome.status === 'done' ? capitalise(doneVerb) : statusWords[outcome.status];
              return (
                <div key={key} className="run-results__group">
                  <h3 className="run-results__heading">{heading}</h3>
                  <ResultItems
                    items={items}
                    target={target}
                    detail={(outcome) =>
                      [statusWord(outcome), detailOf(outcome)].filter(Boolean).join(': ')
                    }
                  />
                </div>
              );
            })
          : GROUPS.map(({ status, heading = capitalise(doneVerb) }) => {
              const items = inGroup(status);
              if (items.length === 0) return null;
              return (
                <div key={status} className="run-results__group">
                  <h3 className="run-results__heading">{`${heading} (${formatCount(items.length)})`}</h3>
                  <ResultItems items={items} target={target} detail={detailOf} />
                </div>
              );
            })}
        {failed > 0 || actions ? (
          <div className="run-results__actions">
            {failed > 0 ? (
              <Button variant="contained" onClick={onRetryFailed}>
                {retryLabel(failed)}
              </Button>
            ) : null}
            {actions?.(failed)}
          </div>
        ) : null}
      </Root>
    </StepSection>
  );
}
