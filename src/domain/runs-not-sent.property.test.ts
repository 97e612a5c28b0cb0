// @vitest-environment node
/**
 * Property tests of the "not sent" rule (runs-not-sent.ts) against a simulated service
 * (tests/support/simulated-service.ts): one schedule whose title and rule change over time, a
 * second schedule of the site listed or not.
 *
 * What must hold: no run is ever claimed "not sent" unless it is a run the service really made
 * under the current rule and title, and it produced no report. With no run missed, nothing is
 * claimed at all. Every claim must be true, so a false alarm cannot hide among real ones. One
 * case is set apart, the one no rule can tell from the reports (`World.undecidableAfter`): a
 * claim there is not counted false, with runs missed or not.
 *
 * The services are drawn afresh on every run (no fixed seed). A failure prints fast-check's seed
 * and path: to replay it, set them in `replay` below (`{ seed: …, path: '…' }`), for that run
 * only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexReports } from './report-index';
import { scheduleDelivery } from './runs-not-sent';
import {
  contextOf,
  falseClaims,
  HOUR,
  ruleReadsBack,
  scenarioArb,
  simulate,
  type Scenario,
  unchangedScenario,
  type World,
} from '#tests/support/simulated-service';

function claims(world: World, scenario: Scenario) {
  return scheduleDelivery(world.schedule, indexReports(world.reports), contextOf(world, scenario));
}

/** To replay a failure: fast-check's printed `{ seed, path }`, for that run only. */
const replay: { seed?: number; path?: string } = {};

describe('the not-sent rule against a simulated service', () => {
  it('claims nothing when every run made its report: renames, cadence changes, late reports', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const world = simulate(scenario, false);
        expect(falseClaims(world, claims(world, scenario).notSent)).toEqual([]);
      }),
      { numRuns: 1000, ...replay },
    );
  });

  it('claims only runs the current rule really made and that produced no report', () => {
    fc.assert(
      fc.property(scenarioArb, (scenario) => {
        const world = simulate(scenario, true);
        expect(falseClaims(world, claims(world, scenario).notSent)).toEqual([]);
      }),
      { numRuns: 1000, ...replay },
    );
  });

  it('finds the runs missed since the last report of an unchanged schedule', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 4 }), (base, missedRuns) => {
        // An unchanged schedule, its last `missedRuns` due runs making no report.
        const scenario = unchangedScenario(base);
        const world = simulate(scenario, false);
        fc.pre(ruleReadsBack(world, scenario));
        const ownReports = world.reports
          .filter((r) => r.title === world.schedule.title)
          .sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
        const now = world.now;
        const due = ownReports.filter((r) => Date.parse(r.date_range.end_date) + 48 * HOUR <= now);
        fc.pre(due.length > missedRuns + 1);
        const gone = due.slice(-missedRuns);
        // The schedule sends nothing from the first missed run on.
        const stopped = ownReports.indexOf(gone[0]!);
        const kept = world.reports.filter((r) => !(ownReports.indexOf(r) >= stopped));
        const delivery = claims({ ...world, reports: kept }, scenario);
        const expected = gone.map((r) => Date.parse(r.date_range.end_date));
        expect(delivery.notSent).toEqual(expected);
        expect(delivery.lastDueNotSent).toBe(true);
      }),
      { numRuns: 300, ...replay },
    );
  });
});
