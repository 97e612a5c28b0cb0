import { describe, expect, it } from 'vitest';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import { isSameCopy, rolloutCreate, templateForSite } from './rollout';

const UTC = 'UTC';
const SITE = '9c3e5a7b-1d2f-4e6a-8b9c-0d1e2f3a4b5c';
const source = makeSchedule({
  title: ' Monthly client report ',
  frequency: { unit: 'MONTHLY', value: 1 },
  next_scheduled_date: '2027-02-01T09:00:00Z',
  recipients: [
    { name: 'Dana', email: 'dana@example.com' },
    { name: null, email: 'lee@example.com' },
  ],
  sections: [{ name: 'overview' }, { name: 'usage' }, { name: 'themes' }],
});
const template = {
  template_uuid: '11111111-2222-4333-8444-555555555555',
  sections: [{ name: 'overview' }, { name: 'usage' }],
};

describe('the copy a site gets', () => {
  it('keeps the title, cadence, recipients and runs, with the site’s template and its sections', () => {
    const { body, droppedSections } = rolloutCreate({
      source,
      siteId: SITE,
      template,
      serviceTimeZone: UTC,
      now: new Date('2027-01-20T12:00:00Z'),
    });
    expect(body).toEqual({
      site_id: SITE,
      title: 'Monthly client report',
      next_scheduled_date: '2027-02-01T09:00:00Z',
      template_uuid: template.template_uuid,
      frequency: { unit: 'MONTHLY', value: 1 },
      recipients: [{ name: 'Dana', email: 'dana@example.com' }, { email: 'lee@example.com' }],
      sections: [{ name: 'overview' }, { name: 'usage' }],
    });
    expect(droppedSections).toEqual(['themes']);
  });

  it('starts at the source’s next run when its stored one has passed, never minutes from now', () => {
    const { body } = rolloutCreate({
      source,
      siteId: SITE,
      template,
      serviceTimeZone: UTC,
      // Two minutes before the February run: too close, so March's.
      now: new Date('2027-02-01T08:58:00Z'),
    });
    expect(body.next_scheduled_date).toBe('2027-03-01T09:00:00Z');
  });
});

describe('finding a copy already made', () => {
  const { body } = rolloutCreate({
    source,
    siteId: SITE,
    template,
    serviceTimeZone: UTC,
    now: new Date('2027-01-20T12:00:00Z'),
  });

  it('takes a schedule with the same title, runs and recipients for the copy', () => {
    const made = makeSchedule({
      title: 'Monthly client report',
      frequency: { unit: 'MONTHLY', value: 1 },
      // Listed later, rolled forward a month: the same runs.
      next_scheduled_date: '2027-03-01T09:00:00Z',
      recipients: [{ email: 'LEE@example.com' }, { name: 'Dana W', email: 'dana@example.com' }],
    });
    expect(isSameCopy(made, body, UTC)).toBe(true);
  });

  it('does not take one that differs in title, runs or recipients', () => {
    const base = {
      title: 'Monthly client report',
      frequency: { unit: 'MONTHLY' as const, value: 1 },
      next_scheduled_date: '2027-02-01T09:00:00Z',
      recipients: [{ email: 'dana@example.com' }, { email: 'lee@example.com' }],
    };
    expect(isSameCopy(makeSchedule(base), body, UTC)).toBe(true);
    expect(isSameCopy(makeSchedule({ ...base, title: 'Other' }), body, UTC)).toBe(false);
    expect(
      isSameCopy(makeSchedule({ ...base, next_scheduled_date: '2027-02-01T10:00:00Z' }), body, UTC),
    ).toBe(false);
    expect(
      isSameCopy(makeSchedule({ ...base, recipients: [{ email: 'dana@example.com' }] }), body, UTC),
    ).toBe(false);
  });
});

describe('the template of a target site', () => {
  const sourceTemplate = { accountId: 'AAA', templateUuid: 'source-template' };
  it('is the source’s own in the source’s account, else the one chosen for the site’s account', () => {
    const chosen = new Map([['bbb', 'chosen-template']]);
    expect(templateForSite('aaa', sourceTemplate, chosen)).toBe('source-template');
    expect(templateForSite('BBB', sourceTemplate, chosen)).toBe('chosen-template');
    expect(templateForSite('ccc', sourceTemplate, chosen)).toBeUndefined();
  });
});
