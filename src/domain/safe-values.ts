/** API values are data: only a known-safe shape reaches a `style` or `<img src>`. */

/** #rgb, #rgba, #rrggbb or #rrggbbaa. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** `safeHexColour(' #E4572E ')` -> '#E4572E'; `safeHexColour('red; background: url(x)')` -> undefined. */
export function safeHexColour(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && HEX_COLOUR.test(trimmed) ? trimmed : undefined;
}

/** An absolute http(s) URL, normalised; `javascript:`, `data:` and relative paths give undefined. */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
