import { describe, expect, it } from 'vitest';
import {
  ALREADY_RECIPIENT_REASON,
  findSchedulesWith,
  FULL_REASON,
  goneReason,
  isChangeApplied,
  NOT_LISTED_REASON,
  NOTHING_TO_CHANGE_REASON,
  ONLY_RECIPIENT_REASON,
  parseNewRecipient,
  parseSearchEmail,
  planChange,
  replanChange,
  type BulkAction,
} from './bulk-recipients';
import { RECIPIENTS_MAX, type Recipient, type Schedule } from './schemas';

const dana: Recipient = { name: 'Dana Whitfield', email: 'dana@acme.example' };
const marco: Recipient = { name: 'Marco Alvarez', email: 'marco@acme.example' };
const itOps: Recipient = { name: null, email: 'it-ops@acme.example' };

const jane = { name: 'Jane Roe', email: 'jane@acme.example' };

const replaceDana: BulkAction = { kind: 'replace', email: 'dana@acme.example', recipient: jane };
const removeDana: BulkAction = { kind: 'remove', email: 'dana@acme.example' };
const addJane: BulkAction = { kind: 'add', email: 'dana@acme.example', recipient: jane };

function scheduleWith(uuid: string, recipients: Recipient[]): Schedule {
  return {
    uuid,
    title: uuid,
    next_scheduled_date: '2030-01-07T09:00:00Z',
    template_uuid: 't',
    frequency: { unit: 'DAYS', value: 7 },
    recipients,
    sections: [],
  };
}

describe('findSchedulesWith', () => {
  it('finds the schedules having the address, whatever its case and surrounding spaces', () => {
    const schedules = [
      scheduleWith('a', [dana, marco]),
      scheduleWith('b', [marco]),
      scheduleWith('c', [{ name: 'Dana', email: 'DANA@Acme.example' }]),
    ];
    expect(findSchedulesWith(schedules, '  Dana@ACME.example ').map((s) => s.uuid)).toEqual([
      'a',
      'c',
    ]);
  });

  it('finds nothing when no schedule has the address', () => {
    expect(findSchedulesWith([scheduleWith('a', [marco])], 'dana@acme.example')).toEqual([]);
  });
});

describe('planChange: replacing a recipient', () => {
  it('puts the new recipient where the old one was and keeps the others as they were', () => {
    expect(planChange([marco, dana, itOps], replaceDana)).toEqual({
      kind: 'change',
      recipients: [marco, jane, { email: 'it-ops@acme.example' }],
    });
  });

  it('only removes the old address when the schedule already has the new one, so none is twice', () => {
    const existingJane = { name: 'J. Roe', email: 'JANE@acme.example' };
    expect(planChange([dana, existingJane, marco], replaceDana)).toEqual({
      kind: 'change',
      recipients: [existingJane, marco],
    });
  });

  it('renames a recipient when the address stays the same', () => {
    const renamed = { name: 'Dana W.', email: 'dana@acme.example' };
    expect(
      planChange([dana, marco], {
        kind: 'replace',
        email: 'dana@acme.example',
        recipient: renamed,
      }),
    ).toEqual({ kind: 'change', recipients: [renamed, marco] });
  });

  it('skips a schedule where the replacement changes nothing', () => {
    const same: BulkAction = {
      kind: 'replace',
      email: dana.email,
      recipient: { name: 'Dana Whitfield', email: dana.email },
    };
    expect(planChange([dana], same)).toEqual({ kind: 'skip', reason: NOTHING_TO_CHANGE_REASON });
  });

  it('skips a schedule that no longer has the address', () => {
    expect(planChange([marco], replaceDana)).toEqual({
      kind: 'skip',
      reason: goneReason('dana@acme.example'),
    });
  });
});

describe('planChange: removing and adding a recipient', () => {
  it('removes every entry of the address, whatever its case', () => {
    expect(planChange([dana, marco, { name: '', email: 'Dana@Acme.example' }], removeDana)).toEqual(
      { kind: 'change', recipients: [marco] },
    );
  });

  it('does not remove the only recipient, and says why', () => {
    expect(planChange([dana], removeDana)).toEqual({
      kind: 'skip',
      reason: ONLY_RECIPIENT_REASON,
    });
  });

  it('adds the new recipient after the others', () => {
    expect(planChange([dana, marco], addJane)).toEqual({
      kind: 'change',
      recipients: [dana, marco, jane],
    });
  });

  it('skips a schedule that already has the address being added', () => {
    expect(planChange([dana, { name: '', email: ' Jane@ACME.example' }], addJane)).toEqual({
      kind: 'skip',
      reason: ALREADY_RECIPIENT_REASON,
    });
  });

  it(`skips a schedule that already has ${RECIPIENTS_MAX} recipients`, () => {
    const full = [
      dana,
      ...Array.from({ length: RECIPIENTS_MAX - 1 }, (_, i) => ({ name: '', email: `r${i}@x.io` })),
    ];
    expect(planChange(full, addJane)).toEqual({ kind: 'skip', reason: FULL_REASON });
    expect(planChange(full.slice(1), { ...addJane, email: 'r0@x.io' }).kind).toBe('change');
  });
});

describe('isChangeApplied and replanChange: checking before a request is sent again', () => {
  it('sees a replacement as applied once the old address is gone and the new one there', () => {
    expect(isChangeApplied([jane, marco], replaceDana)).toBe(true);
    expect(isChangeApplied([dana, jane], replaceDana)).toBe(false);
    expect(isChangeApplied([marco], replaceDana)).toBe(false);
  });

  it('sees a removal as applied once the address is gone, an addition once it is there', () => {
    expect(isChangeApplied([marco], removeDana)).toBe(true);
    expect(isChangeApplied([dana, marco], removeDana)).toBe(false);
    expect(isChangeApplied([dana, jane], addJane)).toBe(true);
    expect(isChangeApplied([dana], addJane)).toBe(false);
  });

  it('sees a new name for the same address as applied once every entry has it', () => {
    const rename = {
      kind: 'replace',
      email: dana.email,
      recipient: { name: 'Dana W.', email: dana.email },
    } as const;
    expect(isChangeApplied([{ name: 'Dana W.', email: 'DANA@acme.example' }], rename)).toBe(true);
    expect(isChangeApplied([dana], rename)).toBe(false);
  });

  it('says applied, plans the change again, or skips, from the current recipients', () => {
    expect(replanChange([jane, marco], replaceDana)).toEqual({ kind: 'applied' });
    expect(replanChange([dana, marco], replaceDana)).toEqual({
      kind: 'change',
      recipients: [jane, marco],
    });
    expect(replanChange([marco], replaceDana)).toEqual({
      kind: 'skip',
      reason: goneReason(dana.email),
    });
    expect(replanChange(undefined, replaceDana)).toEqual({
      kind: 'skip',
      reason: NOT_LISTED_REASON,
    });
  });
});

describe('checking what the user typed', () => {
  it('accepts a valid address to look for, trimmed, and words the problem with another', () => {
    expect(parseSearchEmail('  dana@acme.example ')).toEqual({ email: 'dana@acme.example' });
    expect(parseSearchEmail('')).toEqual({ error: 'Email is required.' });
    expect(parseSearchEmail('bob@')).toEqual({
      error: 'Enter a valid email address, such as jane@example.com.',
    });
  });

  it('accepts a new recipient with or without a name, trimmed', () => {
    expect(parseNewRecipient(' Jane Roe ', ' jane@acme.example ')).toEqual({ recipient: jane });
    expect(parseNewRecipient('  ', 'jane@acme.example')).toEqual({
      recipient: { email: 'jane@acme.example' },
    });
  });

  it('gives a message for each field the schemas refuse', () => {
    expect(parseNewRecipient('Jane\tRoe', 'jane@')).toEqual({
      errors: {
        name: 'Name cannot contain control characters such as tabs, line breaks or NUL.',
        email: 'Enter a valid email address, such as jane@example.com.',
      },
    });
  });
});

describe('adding a recipient to every schedule (the change across sites)', () => {
  const addToEvery: BulkAction = { kind: 'add-to-every', recipient: jane };

  it('adds to a schedule whoever it sends to, and counts it applied once there', () => {
    const schedule = scheduleWith('a', [marco]);
    expect(planChange(schedule.recipients, addToEvery)).toEqual({
      kind: 'change',
      recipients: [marco, jane],
    });
    expect(replanChange([marco, jane], addToEvery)).toEqual({ kind: 'applied' });
  });

  it('never adds an address twice', () => {
    expect(planChange([{ ...jane, email: 'JANE@acme.example' }], addToEvery)).toEqual({
      kind: 'skip',
      reason: ALREADY_RECIPIENT_REASON,
    });
  });
});
