/** iCalendar's (RFC 5545) text rules for ics-export.ts. */

/** RFC 5545 3.1: a content line is at most 75 octets, not counting its CRLF. */
const LINE_OCTETS = 75;

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  return codePoint < 0x10000 ? 3 : 4;
}

/** A content line folded as RFC 5545 3.1 asks, never splitting a character's octets. */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.map((folded) => `${folded}\r\n`).join('');
}

/** A TEXT value (RFC 5545 3.3.11); other control characters are not allowed, so dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/[\\;,]/g, (char) => `\\${char}`)
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

/** A DATE-TIME value (RFC 5545 3.3.5); 'local' leaves out the Z. */
export function dateTimeValue(time: number, form: 'utc' | 'local'): string {
  const iso = new Date(time).toISOString(); // 2027-01-31T09:00:00.000Z
  const value = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
  return form === 'utc' ? `${value}Z` : value;
}

/** A UTC-OFFSET value (RFC 5545 3.3.14) of milliseconds east of UTC: -18000000 -> '-0500'. */
export function utcOffsetValue(offsetMs: number): string {
  const sign = offsetMs < 0 ? '-' : '+';
  const seconds = Math.round(Math.abs(offsetMs) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hhmm = `${pad(Math.floor(seconds / 3600))}${pad(Math.floor(seconds / 60) % 60)}`;
  return `${sign}${hhmm}${seconds % 60 === 0 ? '' : pad(seconds % 60)}`;
}

/** A parameter value (RFC 5545 3.2), quoted when it holds `:`, `;` or `,` (a zone '+05:30'). */
export function parameterValue(value: string): string {
  return /[:;,]/.test(value) ? `"${value.replace(/"/g, '')}"` : value;
}
