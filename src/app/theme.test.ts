import { readFileSync } from 'node:fs';
import { getContrastRatio, getLuminance } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const SCHEMES = ['light', 'dark'] as const;

const paletteOf = (scheme: (typeof SCHEMES)[number]) => {
  const palette = theme.colorSchemes[scheme]?.palette;
  if (!palette) throw new Error(`The theme has no ${scheme} scheme`);
  return palette;
};

describe('the colour schemes', () => {
  it.each(SCHEMES)(
    '%s: the colours written as text read at 4.5:1 on the page and on paper',
    (scheme) => {
      const palette = paletteOf(scheme);
      const texts = [
        palette.text.primary,
        palette.primary.main,
        palette.error.main,
        palette.error.dark,
        palette.warning.dark,
      ];
      for (const surface of [palette.background.default, palette.background.paper]) {
        for (const text of texts)
          expect(getContrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(SCHEMES)('%s: the text on coloured fills reads at 4.5:1', (scheme) => {
    const palette = paletteOf(scheme);
    const pairs = [
      [palette.primary.contrastText, palette.primary.main], // contained buttons, the current page
      [palette.error.contrastText, palette.error.dark], // the "Not sent" badge
      [palette.warning.contrastText, palette.warning.dark], // a moved run's day
      [palette.header.text, palette.header.background],
    ];
    for (const [text = '', fill = ''] of pairs) {
      expect(getContrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("dark: the page's background is dark", () => {
    expect(getLuminance(paletteOf('dark').background.default)).toBeLessThan(0.2);
  });

  it("index.html's theme-color is the header's colour of each scheme", () => {
    const page = readFileSync('index.html', 'utf8');
    for (const scheme of SCHEMES) {
      expect(page).toContain(
        `<meta name="theme-color" content="${paletteOf(scheme).header.background}" media="(prefers-color-scheme: ${scheme})" />`,
      );
    }
  });
});
