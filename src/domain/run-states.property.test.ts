// @vitest-environment node
/**
 * Property tests of the runs' states (run-states.ts) against the simulated service of
 * runs-not-sent's (tests/support/simulated-service.ts): every run in retention has one state, the
 * states say what runs-not-sent says, and every run marked not sent is one the schedule, under its
 * current title and rule, really missed. Drawn afresh on every run; a failure prints fast-check's
 * seed and path, to set in `replay` below for that run only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentRuns } from './recent-runs';
import { ruleOf } from './recurrence';
import { indexReports } from './report-index';
import { scheduleRunStates, type RunState } from './run-states';
import { GRACE_MS, RETENTION_MS, scheduleDelivery } from './runs-not-sent';
import {
  contextOf,
  falseClaims,
  ruleReadsBack,
  scenarioArb,
  simulate,
  unchangedScenario,
  type Scenario,
  type World,
} from '#tests/support/simulated-service';

function statesOf(world: World, scenario: Scenario, reports = world.reports) {
  return scheduleRunStates(world.schedule, indexReports(reports), contextOf(world, scenario));
}

const notSent = (states: readonly RunState[]) =>
  states.filter((run) => run.state === 'not-sent').map((run) => run.at);

/** To replay a failure: fast-check's printed `{ seed, path }`, for that run only. */
const replay: { seed?: number; path?: string } = {};

describe('the runs’ states against a simulated service', () => {
  it('gives every run of the current rule in retention exactly one state, oldest first', () => {
    fc.assert(
      fc.property(scenarioArb, fc.boolean(), (scenario, withMisses) => {
        const world = simulate(scenario, withMisses);
        const states = statesOf(world, scenario);
        const hasReport = world.reports.some(
          (report) => report.title.toLowerCase() === world.schedule.title.toLowerCase(),
        );
        const expected = hasReport
          ? recentRuns(ruleOf(world.schedule), scenario.zone, world.now, RETENTION_MS)
          : [];
        expect(states.map((run) => run.at)).toEqual(expected);
        for (const run of states) {
          expect(['sent', 'due', 'not-sent', 'not-judged']).toContain(run.state);
        }
      }),
      { numRuns: 500, ...replay },
    );
  });

  it('agrees with runs-not-sent: its runs not sent, and the last due run’s mark', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const world = simulate(scenario, true);
        const states = statesOf(world, scenario);
        const delivery = scheduleDelivery(
          world.schedule,
          indexReports(world.reports),
          contextOf(world, scenario),
        );
        const kept = world.now - RETENTION_MS;
        const claimed = notSent(states);
        for (const at of delivery.notSent) if (at >= kept) expect(claimed).toContain(at);
        // After the newest report, the two say the same; before it, runs-not-sent says nothing.
        const lastRun = states.find(
          (run) => run.state === 'sent' && run.report === delivery.lastReport,
        );
        if (lastRun) {
          expect(claimed.filter((at) => at > lastRun.at)).toEqual(
            delivery.notSent.filter((at) => at >= kept),
          );
        }
        // The list's mark: the last run past its grace is not sent, and after the newest report.
        // (A gap before a report made within its grace is not sent here, and not the mark there.)
        const lastDue = states.findLast((run) => run.at <= world.now - GRACE_MS);
        const afterNewest = !lastRun || (lastDue !== undefined && lastDue.at > lastRun.at);
        expect(lastDue?.state === 'not-sent' && afterNewest).toBe(delivery.lastDueNotSent);
        if (delivery.unknown) expect(claimed).toEqual([]);
      }),
      { numRuns: 1000, ...replay },
    );
  });

  it('marks not sent only runs the schedule, under its current title and rule, really missed', () => {
    fc.assert(
      fc.property(scenarioArb, fc.boolean(), (scenario, withMisses) => {
        const world = simulate(scenario, withMisses);
        const claims = notSent(statesOf(world, scenario));
        const missed = { ...world, missed: world.missedUnderCurrent };
        expect(falseClaims(missed, claims)).toEqual([]);
      }),
      { numRuns: 2000, ...replay },
    );
  });

  it('marks a run between two sent runs not sent, and a run in its grace due', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (base, pick, graceLeft) => {
          // An unchanged schedule, every run sent; one run's report removed.
          const scenario = unchangedScenario(base);
          const world = simulate(scenario, false);
          fc.pre(ruleReadsBack(world, scenario));
          const sent = statesOf(world, scenario).filter((run) => run.state === 'sent');
          fc.pre(sent.length >= 4);
          // A run with a sent run on either side, and the newest's proof of the rule kept.
          const gap = sent[1 + (pick % (sent.length - 3))]!;
          const without = world.reports.filter((report) => report !== gap.report);
          const marked = statesOf(world, scenario, without).find((run) => run.at === gap.at);
          expect(marked?.state).toBe('not-sent');

          // Now within the newest run's grace, and its report not made yet.
          const newest = sent.at(-1)!;
          const now = newest.at + 1 + graceLeft * (GRACE_MS - 2);
          const earlier = world.reports.filter((report) => Date.parse(report.created_at) <= now);
          const inGrace = statesOf(
            { ...world, now },
            scenario,
            earlier.filter((r) => r !== newest.report),
          );
          expect(inGrace.at(-1)).toEqual({ at: newest.at, state: 'due' });
        },
      ),
      { numRuns: 300, ...replay },
    );
  });
});
