import { describe, expect, it } from 'vitest';
import { pdfString, reportPdf } from './report-pdf';

const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

function pdfOf(title: string, lines: string[] = []): string {
  return latin1(reportPdf({ title, lines }));
}

describe('the PDF of a report', () => {
  const file = pdfOf('Weekly traffic snapshot', [
    'Period: 2027-02-03 09:00 to 2027-02-10 09:00 (UTC)',
    'Sent to: ada@acme-marketing.example',
  ]);

  it('is a PDF 1.4 file that ends with %%EOF', () => {
    expect(file.startsWith('%PDF-1.4\n')).toBe(true);
    expect(file.endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
    expect(file.slice(startxref).startsWith('xref\n0 ')).toBe(true);
    const table = file.slice(startxref).split('\n');
    const count = Number(table[1]?.split(' ')[1]);
    expect(count).toBe(7);
    expect(table[2]).toBe('0000000000 65535 f ');
    for (let object = 1; object < count; object++) {
      const entry = table[2 + object] ?? '';
      // Each entry is exactly 20 bytes: 10 digits, space, 5 digits, space, n, space, newline.
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(file.slice(offset).startsWith(`${object} 0 obj\n`)).toBe(true);
    }
    expect(file).toMatch(/trailer\n<< \/Size 7 \/Root 1 0 R \/Info 6 0 R >>/);
  });

  it("states its content stream's length exactly", () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(file);
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    const length = Number(match?.[1]);
    expect(file.slice(start + length)).toMatch(/^\nendstream\n/);
  });

  it('writes the title and the period on its page', () => {
    expect(file).toContain('(Weekly traffic snapshot) Tj');
    expect(file).toContain('(Period: 2027-02-03 09:00 to 2027-02-10 09:00 \\(UTC\\)) Tj');
    expect(file).toContain('/Title (Weekly traffic snapshot)');
  });

  it('wraps a long title over lines', () => {
    const long = pdfOf(`${'Quarterly '.repeat(10)}report`);
    expect(long.match(/\) Tj/g)?.length).toBeGreaterThan(1);
  });
});

describe('text in a PDF string', () => {
  it('escapes parentheses and backslashes', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
  });

  it('replaces everything but printable ASCII with "?"', () => {
    expect(pdfString('Café – 東京\n')).toBe('(Caf? ? ???)');
  });

  it('keeps the offsets right whatever the title holds', () => {
    const file = pdfOf('Rapport (été) \\ 東京 ✓');
    const startxref = Number(/startxref\n(\d+)\n/.exec(file)?.[1]);
    const offsets = file
      .slice(startxref)
      .split('\n')
      .slice(3, 9)
      .map((entry) => Number(entry.slice(0, 10)));
    offsets.forEach((offset, index) => {
      expect(file.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true);
    });
    expect([...file].every((char) => char.charCodeAt(0) < 256)).toBe(true);
  });
});
