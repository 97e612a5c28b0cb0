import { styled } from '@mui/material/styles';
import { safeHttpUrl } from '#src/domain/safe-values';

const Logo = styled('img')({
  display: 'block',
  flexShrink: 0,
  // Logos come in every shape: drawn whole, never stretched.
  objectFit: 'contain',
  objectPosition: 'left center',
});

/** A logo in a box reserved before it loads, so nothing moves; nothing for a non-http(s) URL. */
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
