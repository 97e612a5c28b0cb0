import { describe, expect, it } from 'vitest';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import { ALREADY_RECIPIENT_REASON, ONLY_RECIPIENT_REASON } from './bulk-recipients';
import {
  parseCrossSiteChange,
  planAcrossSites,
  recheckRecipientChange,
  SAME_ADDRESS_ERROR,
  type CrossSiteDraft,
} from './cross-site-recipients';

const dana = { name: 'Dana', email: 'dana@agency.example' };
const sam = { name: 'Sam', email: 'sam@agency.example' };
const lee = { name: 'Lee', email: 'lee@client.example' };

const draft = (overrides: Partial<CrossSiteDraft>): CrossSiteDraft => ({
  kind: 'replace',
  find: 'dana@agency.example',
  name: 'Sam',
  email: 'sam@agency.example',
  ...overrides,
});

describe('the change across sites, as typed', () => {
  it('refuses an address that is not an email before anything is read', () => {
    const parsed = parseCrossSiteChange(draft({ find: 'dana@', email: 'sam' }));
    expect(parsed).toEqual({
      errors: { find: expect.any(String), email: expect.any(String) },
    });
  });

  it('refuses to replace an address with itself, case aside', () => {
    expect(parseCrossSiteChange(draft({ email: ' DANA@agency.example ' }))).toEqual({
      errors: { email: SAME_ADDRESS_ERROR },
    });
  });

  it('asks what to do when nothing is chosen', () => {
    expect(parseCrossSiteChange(draft({ kind: '' }))).toEqual({
      errors: { kind: 'Choose what to do.' },
    });
  });

  it('makes a replace, a remove and an add to every schedule, trimmed', () => {
    expect(parseCrossSiteChange(draft({ find: ' dana@agency.example ' }))).toEqual({
      action: { kind: 'replace', email: 'dana@agency.example', recipient: sam },
    });
    expect(parseCrossSiteChange(draft({ kind: 'remove', email: '' }))).toEqual({
      action: { kind: 'remove', email: 'dana@agency.example' },
    });
    expect(parseCrossSiteChange(draft({ kind: 'add-to-every', find: 'not read' }))).toEqual({
      action: { kind: 'add-to-every', recipient: sam },
    });
  });
});

describe('planning a change across sites', () => {
  const shared = makeSchedule({ recipients: [dana, lee] });
  const alone = makeSchedule({ recipients: [dana] });
  const other = makeSchedule({ recipients: [lee] });

  it('finds each site schedules with the address and never removes an only recipient', () => {
    const plans = planAcrossSites(
      [
        { siteId: 'a', schedules: [shared, other] },
        { siteId: 'b', schedules: [alone] },
        { siteId: 'c', schedules: [other] },
      ],
      { kind: 'remove', email: 'DANA@agency.example' },
    );
    expect(plans.map(({ siteId }) => siteId)).toEqual(['a', 'b']);
    expect(plans[0]?.rows).toEqual([
      { schedule: shared, plan: { kind: 'change', recipients: [lee] } },
    ]);
    expect(plans[1]?.rows[0]?.plan).toEqual({ kind: 'skip', reason: ONLY_RECIPIENT_REASON });
  });

  it('never sends an address twice: a replace where the new one is there drops the old', () => {
    const both = makeSchedule({ recipients: [dana, sam, lee] });
    const [site] = planAcrossSites([{ siteId: 'a', schedules: [both] }], {
      kind: 'replace',
      email: dana.email,
      recipient: sam,
    });
    expect(site?.rows[0]?.plan).toEqual({ kind: 'change', recipients: [sam, lee] });
  });

  it('adds to every schedule, skipping those that have the address', () => {
    const [site] = planAcrossSites([{ siteId: 'a', schedules: [other, shared] }], {
      kind: 'add-to-every',
      recipient: { email: 'lee@client.example' },
    });
    expect(site?.rows.map(({ plan }) => plan)).toEqual([
      { kind: 'skip', reason: ALREADY_RECIPIENT_REASON },
      { kind: 'skip', reason: ALREADY_RECIPIENT_REASON },
    ]);
    const [added] = planAcrossSites([{ siteId: 'a', schedules: [alone] }], {
      kind: 'add-to-every',
      recipient: sam,
    });
    expect(added?.rows[0]?.plan).toEqual({ kind: 'change', recipients: [dana, sam] });
  });
});

describe('a schedule read again right before its PATCH', () => {
  const action = { kind: 'replace', email: dana.email, recipient: sam } as const;
  const reviewed = makeSchedule({ recipients: [dana, lee] });

  it('sends the new recipients when nothing changed since the review', () => {
    expect(recheckRecipientChange(reviewed, reviewed, action, 'UTC')).toEqual({
      kind: 'send',
      body: [sam, lee],
    });
  });

  it('counts as done when a lost answer had arrived', () => {
    const current = { ...reviewed, recipients: [sam, lee] };
    expect(recheckRecipientChange(reviewed, current, action, 'UTC')).toEqual({ kind: 'applied' });
  });

  it('is not written when a colleague changed it since the review, and says what', () => {
    const current = { ...reviewed, title: 'Renamed by a colleague' };
    expect(recheckRecipientChange(reviewed, current, action, 'UTC')).toEqual({
      kind: 'changed',
      fields: ['title'],
    });
  });

  it('is gone when deleted meanwhile', () => {
    expect(recheckRecipientChange(reviewed, undefined, action, 'UTC')).toEqual({ kind: 'gone' });
  });
});
