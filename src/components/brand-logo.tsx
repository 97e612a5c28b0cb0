import { styled } from '@mui/material/styles';
import { safeHttpUrl } from '#src/domain/safe-values';

const Logo = styled('img')({
  display: 'block',
  flexShrink: 0,
  // Logos come in every shape (a 160 × 48 wordmark, a square badge): the whole logo is drawn,
  // as large as the box allows, never stretched.
  objectFit: 'contain',
  objectPosition: 'left center',
});

/**
 * A template's or company's logo, drawn whole inside a box of `width` × `height` pixels (by
 * default 96 × 32; smaller in dense places such as the schedule list). The box is reserved
 * before the image loads, so nothing moves when it arrives. Nothing is drawn for a URL that is
 * not http(s).
 */
export function BrandLogo({
  url,
  width = 96,
  height = 32,
  alt = '',
}: {
  url: string | null | undefined;
  width?: number;
  height?: number;
  /** Empty (decorative) when the company's name is written beside the logo. */
  alt?: string;
}) {
  const src = safeHttpUrl(url);
  if (!src) return null;
  return (
    <Logo
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      style={{ width, height }}
    />
  );
}
