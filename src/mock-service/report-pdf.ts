/**
 * A real one-page PDF 1.4. Printable ASCII only ('?' else): standard fonts are not Unicode, and
 * byte offsets then equal character offsets.
 */

export interface PdfPage {
  /** The heading, wrapped over lines as needed; also the document's Title. */
  title: string;
  lines: readonly string[];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const TITLE_SIZE = 18;
const TEXT_SIZE = 11;
/** Characters per line that fit the page at each size (Helvetica averages about 0.5 em). */
const TITLE_WRAP = 48;
const TEXT_WRAP = 85;

/** `(`, `)` and `\` escaped, everything but printable ASCII replaced by '?'. */
export function pdfString(text: string): string {
  const ascii = [...text].map((char) => (/^[\x20-\x7e]$/.test(char) ? char : '?')).join('');
  return `(${ascii.replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/** Words over lines of at most `width` characters (a longer word is cut). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0;) {
      const room = line ? width - line.length - 1 : width;
      if (rest.length <= room) {
        line = line ? `${line} ${rest}` : rest;
        rest = '';
      } else if (line) {
        lines.push(line);
        line = '';
      } else {
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
      }
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

function contentStream(page: PdfPage): string {
  const commands = ['BT', `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`, `/F1 ${TITLE_SIZE} Tf`];
  const titleLines = wrap(page.title, TITLE_WRAP);
  titleLines.forEach((line, index) => {
    if (index > 0) commands.push(`0 -${TITLE_SIZE + 4} Td`);
    commands.push(`${pdfString(line)} Tj`);
  });
  commands.push(`0 -${TITLE_SIZE + 14} Td`, `/F1 ${TEXT_SIZE} Tf`);
  let first = true;
  for (const text of page.lines) {
    for (const line of text === '' ? [''] : wrap(text, TEXT_WRAP)) {
      if (!first) commands.push(`0 -${TEXT_SIZE + 5} Td`);
      first = false;
      if (line) commands.push(`${pdfString(line)} Tj`);
    }
  }
  commands.push('ET');
  return commands.join('\n');
}

/** The bytes of a one-page PDF. */

export function reportPdf(page: PdfPage): Uint8Array<ArrayBuffer> {
  const content = contentStream(page);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(page.title)} /Producer (Report scheduler mock service) >>`,
  ];
  // The second line's bytes above 127 tell tools the file is binary (PDF 1.4, 7.5.2).
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file +=
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n` +
    `startxref\n${xref}\n%%EOF\n`;
  // One byte per character: everything but the marker line is ASCII.
  return Uint8Array.from(file, (char) => char.charCodeAt(0));
}
