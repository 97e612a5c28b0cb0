import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  recipientsInWords,
  looksLikeRecipientList,
  mergePastedRecipients,
  parseRecipientEntries,
  parseRecipientList,
  recipientKey,
} from './recipients';

describe('parseRecipientList', () => {
  it('splits names with angle-bracket addresses, plain addresses and quoted names', () => {
    expect(
      parseRecipientList('Jane Doe <jane@x.com>; bob@y.com, "Smith, Ann" <ann@z.org>'),
    ).toEqual([
      { name: 'Jane Doe', email: 'jane@x.com' },
      { name: '', email: 'bob@y.com' },
      { name: 'Smith, Ann', email: 'ann@z.org' },
    ]);
  });

  it('splits on line breaks and ignores blank entries', () => {
    expect(parseRecipientList('a@x.com\r\n\nb@x.com;;\n')).toEqual([
      { name: '', email: 'a@x.com' },
      { name: '', email: 'b@x.com' },
    ]);
  });

  it('keeps an unquoted "Last, First" name together with its address', () => {
    expect(parseRecipientList('Doe, Jane <jane@x.com>, bob@y.com')).toEqual([
      { name: 'Doe, Jane', email: 'jane@x.com' },
      { name: '', email: 'bob@y.com' },
    ]);
  });

  it('reads "Name address" without brackets', () => {
    expect(parseRecipientList('Jane Doe jane@x.com')).toEqual([
      { name: 'Jane Doe', email: 'jane@x.com' },
    ]);
  });

  it('removes duplicate addresses whatever their case, keeping the first', () => {
    expect(parseRecipientList('Jane <JANE@x.com>, jane@X.com; Other <jane@x.com>')).toEqual([
      { name: 'Jane', email: 'JANE@x.com' },
    ]);
  });

  it('keeps an invalid entry as a row whose email is the raw text', () => {
    expect(parseRecipientList('jane@x.com; not an address; Bob <bob@>')).toEqual([
      { name: '', email: 'jane@x.com' },
      { name: '', email: 'not an address' },
      { name: '', email: 'Bob <bob@>' },
    ]);
  });

  const localPart = fc.stringMatching(/^[a-zA-Z0-9]{1,8}(\.[a-z0-9]{1,4})?$/);
  const domain = fc.stringMatching(/^[a-z]{1,8}\.(com|org|io)$/);
  const email = fc.tuple(localPart, domain).map(([local, host]) => `${local}@${host}`);
  const name = fc.stringMatching(/^[A-Za-z][A-Za-z .']{0,15}$/).map((value) => value.trim());
  const entry = fc.oneof(
    email.map((address) => ({ text: address, email: address })),
    fc
      .tuple(name, email)
      .filter(([n]) => n.length > 0)
      .map(([n, address]) => ({ text: `${n} <${address}>`, email: address })),
    fc
      .tuple(name, email)
      .map(([n, address]) => ({ text: `"${n}, Jr" <${address}>`, email: address })),
    // Junk without separators: kept as typed.
    fc
      .stringMatching(/^[a-z][a-z !#-]{0,12}$/)
      .map((junk) => junk.trim())
      .filter((junk) => junk.length > 0)
      .map((junk) => ({ text: junk, email: junk, junk: true })),
  );
  const separator = fc.constantFrom('; ', ', ', '\n', ';', ',', '\r\n');

  it('loses no entry and never returns the same address twice', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(entry, separator), { maxLength: 12 }), (pairs) => {
        const text = pairs.map(([e, sep]) => e.text + sep).join('');
        const rows = parseRecipientList(text);
        const keys = rows.map((row) => recipientKey(row.email));
        expect(new Set(keys).size).toBe(keys.length);
        for (const [e] of pairs) {
          // Junk followed by ", Name <address>" reads as the first half of "Last, First <address>":
          // it is then kept in that row's name rather than in a row of its own.
          const inName = 'junk' in e && rows.some((row) => row.name.includes(e.text));
          if (!inName) expect(keys).toContain(recipientKey(e.email));
        }
      }),
    );
  });

  it('never returns the same address twice for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const keys = parseRecipientList(text).map((row) => recipientKey(row.email));
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe('looksLikeRecipientList', () => {
  it('tells a list or a named address from a single plain address', () => {
    expect(looksLikeRecipientList('jane@x.com')).toBe(false);
    expect(looksLikeRecipientList('jane@x.com; bob@y.com')).toBe(true);
    expect(looksLikeRecipientList('Jane <jane@x.com>')).toBe(true);
    expect(looksLikeRecipientList('Jane Doe jane@x.com')).toBe(true);
  });
});

describe('mergePastedRecipients', () => {
  it('fills the empty row pasted into and inserts the rest after it', () => {
    const result = mergePastedRecipients(
      [
        { name: 'Kim', email: 'kim@x.com' },
        { name: 'Jo', email: '' },
        { name: 'Lee', email: 'lee@x.com' },
      ],
      1,
      parseRecipientList('jo@x.com; KIM@x.com, pat@x.com'),
    );
    expect(result).toEqual({
      rows: [
        { name: 'Kim', email: 'kim@x.com' },
        { name: 'Jo', email: 'jo@x.com' },
        { name: '', email: 'pat@x.com' },
        { name: 'Lee', email: 'lee@x.com' },
      ],
      added: 2,
      duplicates: 1,
    });
  });

  it('appends after a row that already has an address', () => {
    const result = mergePastedRecipients(
      [{ name: '', email: 'kim@x.com' }],
      0,
      parseRecipientList('a@x.com, b@x.com'),
    );
    expect(result.rows.map((row) => row.email)).toEqual(['kim@x.com', 'a@x.com', 'b@x.com']);
  });

  it('counts an address pasted twice as a duplicate', () => {
    const result = mergePastedRecipients(
      [{ name: '', email: '' }],
      0,
      parseRecipientEntries('Jane <jane@x.com>; bob@y.com; JANE@x.com'),
    );
    expect(result).toMatchObject({ added: 2, duplicates: 1 });
    expect(result.rows.map((row) => row.email)).toEqual(['jane@x.com', 'bob@y.com']);
  });

  it('leaves the list alone when every pasted address is already in it', () => {
    const rows = [
      { name: '', email: 'a@x.com' },
      { name: '', email: '' },
    ];
    expect(mergePastedRecipients(rows, 1, parseRecipientList('A@x.com'))).toEqual({
      rows,
      added: 0,
      duplicates: 1,
    });
  });
});

describe('recipientsInWords', () => {
  it('names the first recipient by name, else by address, and counts the rest', () => {
    expect(recipientsInWords([{ name: 'Dana Whitfield', email: 'dana@example.com' }])).toBe(
      'Dana Whitfield',
    );
    expect(
      recipientsInWords([
        { name: ' ', email: 'dana@example.com' },
        { name: null, email: 'lee@example.com' },
      ]),
    ).toBe('dana@example.com and lee@example.com');
    expect(
      recipientsInWords([
        { name: 'Dana', email: 'dana@example.com' },
        { email: 'lee@example.com' },
        { email: 'kim@example.com' },
      ]),
    ).toBe('Dana and 2 others');
    expect(recipientsInWords([])).toBe('');
  });
});
