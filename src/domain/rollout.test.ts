import { describe, expect, it } from 'vitest';
import { catalogueSection } from '#tests/support/catalogue-fixtures';
import { makeSchedule } from '#tests/support/schedule-fixtures';
import { rolloutCreate, templateForSite } from './rollout';
import { isSameSchedule } from './same-schedule';

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

  it('adds the mandatory sections the target template has, which the source lacks', () => {
    const cover = catalogueSection('cover', 1, ['overview', 'Overview'], true);
    const { body, droppedSections } = rolloutCreate({
      source,
      siteId: SITE,
      template: { ...template, sections: [{ name: 'cover' }, ...template.sections] },
      serviceTimeZone: UTC,
      now: new Date('2027-01-20T12:00:00Z'),
      catalogue: [cover],
    });
    expect(body.sections).toEqual([{ name: 'cover' }, { name: 'overview' }, { name: 'usage' }]);
    expect(droppedSections).toEqual(['themes']);
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

  it('takes a schedule with the same title, runs and recipients, listed later, for the copy', () => {
    const made = makeSchedule({
      title: 'Monthly client report',
      frequency: { unit: 'MONTHLY', value: 1 },
      // Listed later, rolled forward a month: the same runs.
      next_scheduled_date: '2027-03-01T09:00:00Z',
      recipients: [{ email: 'LEE@example.com' }, { name: 'Dana W', email: 'dana@example.com' }],
    });
    expect(isSameSchedule(made, body, UTC)).toBe(true);
  });
});

describe('the template of a target site', () => {
  const sourceTemplate = { accountId: 'AAA', templateUuid: 'source-template' };
  const byAccount = new Map([['bbb', 'chosen-for-account']]);
  const noChoice = { bySite: new Map<string, string>(), byAccount: new Map<string, string>() };

  it('is the source’s own in the source’s account, else the one chosen for the site’s account', () => {
    const chosen = { bySite: new Map<string, string>(), byAccount };
    expect(templateForSite({ id: 'S1', accountId: 'aaa' }, sourceTemplate, chosen)).toBe(
      'source-template',
    );
    expect(templateForSite({ id: 'S2', accountId: 'BBB' }, sourceTemplate, chosen)).toBe(
      'chosen-for-account',
    );
    expect(templateForSite({ id: 'S3', accountId: 'ccc' }, sourceTemplate, chosen)).toBeUndefined();
  });

  it('is the one chosen for the site itself before its account’s, for that site only', () => {
    const chosen = { bySite: new Map([['s2', 'chosen-for-site']]), byAccount };
    expect(templateForSite({ id: 'S2', accountId: 'bbb' }, sourceTemplate, chosen)).toBe(
      'chosen-for-site',
    );
    expect(templateForSite({ id: 'S4', accountId: 'bbb' }, sourceTemplate, chosen)).toBe(
      'chosen-for-account',
    );
    // A site with a choice of its own needs none for its account.
    expect(
      templateForSite({ id: 'S2', accountId: 'bbb' }, sourceTemplate, {
        ...noChoice,
        bySite: chosen.bySite,
      }),
    ).toBe('chosen-for-site');
  });

  it('stays the source’s own in the source’s account, whatever was chosen for the site', () => {
    const chosen = { bySite: new Map([['s1', 'chosen-for-site']]), byAccount };
    expect(templateForSite({ id: 'S1', accountId: 'AAA' }, sourceTemplate, chosen)).toBe(
      'source-template',
    );
  });
});
