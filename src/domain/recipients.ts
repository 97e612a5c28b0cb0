/** Pasted recipient lists as rows: an invalid entry keeps its text, so it shows its error. */
import { formatCount } from './format';
import { EmailSchema } from './schemas';

export interface RecipientRow {
  name: string;
  email: string;
}

const ENTRY_SEPARATORS = new Set([';', ',', '\n', '\r']);

/** Split on `;`, `,` and line breaks outside quotes and angle brackets. */
function splitEntries(text: string): string[] {
  const pieces: { text: string; comma: boolean }[] = [];
  let current = '';
  let inQuotes = false;
  let inAngle = false;
  for (const char of text) {
    if (char === '"' && !inAngle) inQuotes = !inQuotes;
    else if (char === '<' && !inQuotes) inAngle = true;
    else if (char === '>' && !inQuotes) inAngle = false;
    if (!inQuotes && !inAngle && ENTRY_SEPARATORS.has(char)) {
      pieces.push({ text: current, comma: char === ',' });
      current = '';
    } else {
      current += char;
    }
  }
  pieces.push({ text: current, comma: false });

  const entries: string[] = [];
  for (let i = 0; i < pieces.length; i++) {
    let entry = pieces[i]?.text ?? '';
    // Join "Doe" + " Jane <jane@x.com>" back into "Doe, Jane <jane@x.com>".
    while (
      pieces[i]?.comma &&
      !/[@<]/.test(entry) &&
      entry.trim() !== '' &&
      (pieces[i + 1]?.text.includes('<') ?? false)
    ) {
      i++;
      entry += `,${pieces[i]?.text ?? ''}`;
    }
    if (entry.trim()) entries.push(entry.trim());
  }
  return entries;
}

function unquote(name: string): string {
  const trimmed = name.trim();
  const quoted = /^"(.*)"$/s.exec(trimmed) ?? /^'(.*)'$/s.exec(trimmed);
  return (quoted?.[1] ?? trimmed).trim();
}

/** Whether the form (EmailSchema) accepts `email` as an address: `isValidEmail('bob@')` -> false. */
function isValidEmail(email: string): boolean {
  return EmailSchema.safeParse(email).success;
}

/** One entry: `Name <address>`, `"Last, First" <address>`, `Name address` or `address`. */
function parseEntry(entry: string): RecipientRow {
  const angle = /^(.*?)<([^<>]*)>\s*$/s.exec(entry);
  if (angle) {
    const email = (angle[2] ?? '').trim();
    if (isValidEmail(email)) return { name: unquote(angle[1] ?? ''), email };
    return { name: '', email: entry };
  }
  const words = entry.split(/\s+/);
  const last = words.at(-1) ?? '';
  if (words.length > 1 && isValidEmail(last)) {
    return { name: unquote(words.slice(0, -1).join(' ')), email: last };
  }
  if (isValidEmail(entry)) return { name: '', email: entry.trim() };
  return { name: '', email: entry };
}

/** Who gets the reports, in a sentence's words: 'Dana Whitfield and 2 others'; '' for no one. */
export function recipientsInWords(
  recipients: readonly { name?: string | null | undefined; email: string }[],
): string {
  const [first, second] = recipients.map(
    (recipient) => recipient.name?.trim() || recipient.email.trim(),
  );
  if (first === undefined) return '';
  if (recipients.length === 1) return first;
  if (recipients.length === 2) return `${first} and ${second}`;
  return `${first} and ${formatCount(recipients.length - 1)} others`;
}

/** The key duplicates are compared on: the trimmed address, case-insensitively. */
export function recipientKey(email: string): string {
  return email.trim().toLowerCase();
}

/** Every entry of pasted text as a row, duplicates included, in order. */
export function parseRecipientEntries(text: string): RecipientRow[] {
  return splitEntries(text).map(parseEntry);
}

/** Rows for pasted text. */
export function parseRecipientList(text: string): RecipientRow[] {
  const seen = new Set<string>();
  const rows: RecipientRow[] = [];
  for (const row of parseRecipientEntries(text)) {
    const key = recipientKey(row.email);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows;
}

/** Whether pasted text is a list (or a `Name <address>` entry) rather than one plain address. */
export function looksLikeRecipientList(text: string): boolean {
  return /[;,\n\r<]/.test(text.trim()) || parseRecipientList(text).some((row) => row.name !== '');
}

/** Pasted rows put in at the row pasted into (replaced when empty); duplicates dropped, counted. */
export function mergePastedRecipients(
  rows: readonly RecipientRow[],
  index: number,
  pasted: readonly RecipientRow[],
): { rows: RecipientRow[]; added: number; duplicates: number } {
  const target = rows[index];
  const replaceTarget = target !== undefined && target.email.trim() === '';
  const kept = rows.filter((_, i) => !(replaceTarget && i === index));
  const seen = new Set(kept.map((row) => recipientKey(row.email)).filter(Boolean));

  const incoming: RecipientRow[] = [];
  let duplicates = 0;
  for (const row of pasted) {
    const key = recipientKey(row.email);
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    incoming.push(row);
  }
  // A name already typed into the row pasted into is kept when the pasted address has none.
  if (replaceTarget && incoming[0] && !incoming[0].name && target.name.trim()) {
    incoming[0] = { ...incoming[0], name: target.name };
  }
  if (replaceTarget && incoming.length === 0) {
    return { rows: [...rows], added: 0, duplicates };
  }

  const insertAt = replaceTarget ? index : index + 1;
  return {
    rows: [...kept.slice(0, insertAt), ...incoming, ...kept.slice(insertAt)],
    added: incoming.length,
    duplicates,
  };
}
