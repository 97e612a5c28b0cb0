// A rule extended back before its stored first run; kept only if its runs pass through it.
import {
  localDateAfter,
  monthlyRunDay,
  serviceRuns,
  toInstant,
  toLocal,
  type ServiceRule,
} from './recurrence';
import { monthAt, previousMonth } from './site-calendar';
import { DAY_MS } from './wall-clock';

function shortestPeriodMs(rule: ServiceRule): number {
  return (rule.frequency.unit === 'DAYS' ? rule.frequency.value : 28) * DAY_MS;
}

/** `rule` from a start at or before `before`, or `rule` itself when none gives the same runs. */
export function extendRuleBack(
  rule: ServiceRule,
  serviceTimeZone: string,
  before: number,
): ServiceRule {
  const firstRun = rule.firstRun.getTime();
  if (Number.isNaN(firstRun) || firstRun <= before) return rule;
  const periods = Math.ceil((firstRun - before) / shortestPeriodMs(rule)) + 1;
  // A start whose wall clock falls in a clock change's gap is moved, and its runs with it: one
  // or two periods further back is another day.
  for (let extra = 0; extra < 3; extra++) {
    const start = earlierRun(rule, serviceTimeZone, periods + extra);
    if (Number.isNaN(start.getTime()) || start.getTime() > before) continue;
    const extended: ServiceRule = { frequency: rule.frequency, firstRun: start };
    const [again] = serviceRuns(extended, serviceTimeZone, 1, { from: rule.firstRun });
    if (again?.at.getTime() === firstRun) return extended;
  }
  return rule;
}

/** The run `periods` runs before the first, if the rule had been running: a candidate. */
function earlierRun(rule: ServiceRule, serviceTimeZone: string, periods: number): Date {
  const { frequency, firstRun } = rule;
  const local = toLocal(firstRun, serviceTimeZone);
  // toLocal gives whole minutes; runs are exact to the millisecond.
  const withinMinute = firstRun.getTime() - toInstant(local, serviceTimeZone).getTime();
  let date: string;
  if (frequency.unit === 'DAYS') {
    date = localDateAfter(firstRun, -periods * frequency.value, serviceTimeZone);
  } else {
    let month = monthAt(firstRun, serviceTimeZone);
    for (let step = 0; step < periods; step++) month = previousMonth(month);
    const day = monthlyRunDay(`${month}-01`, frequency.value);
    date = `${month}-${String(day).padStart(2, '0')}`;
  }
  const start = toInstant({ date, time: local.time }, serviceTimeZone);
  return new Date(start.getTime() + withinMinute);
}
