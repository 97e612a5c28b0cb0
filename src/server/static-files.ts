// The build output: a precompressed copy when accepted, else the file; `send` does path safety,
// ranges and conditionals. Copies looked up per request: a build copied over is served at once.
import type { Stats } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import send from 'send';
import {
  PRECOMPRESSED_ENCODINGS,
  compressibleContentType,
  type PrecompressedEncoding,
} from './precompressed-files.js';

/** The precompressed encodings an `Accept-Encoding` header accepts, best first. */
export function acceptedEncodings(header: string | undefined): PrecompressedEncoding[] {
  const qualities = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((item) => item.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (name) qualities.set(name, Number.isNaN(quality) ? 0 : quality);
  }
  const qualityOf = ({ encoding }: PrecompressedEncoding) =>
    qualities.get(encoding) ?? qualities.get('*') ?? 0;
  // Stable: equal qualities keep PRECOMPRESSED_ENCODINGS' order.
  return PRECOMPRESSED_ENCODINGS.filter((variant) => qualityOf(variant) > 0).sort(
    (a, b) => qualityOf(b) - qualityOf(a),
  );
}

/** An ETag per copy: the `.br` and `.gz` copies of one file must never share one. */
function variantEtag(stat: Stats, { encoding }: PrecompressedEncoding): string {
  return `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${encoding}"`;
}

export interface StaticFileOptions {
  root: string;
  cacheControl: (urlPath: string) => string;
}

export type StaticFileSender = (
  req: Request,
  res: Response,
  next: NextFunction,
  urlPath: string,
) => void;

/** Sends the file at `urlPath` (as in `req.path`); a missing or dot file or directory: `next()`. */
export function createStaticFileSender({
  root,
  cacheControl,
}: StaticFileOptions): StaticFileSender {
  const sendCopy = (
    req: Request,
    res: Response,
    next: NextFunction,
    urlPath: string,
    encodings: PrecompressedEncoding[],
  ) => {
    const contentType = compressibleContentType(urlPath);
    const [variant, ...fallbacks] = contentType ? encodings : [];
    const stream = send(req, variant ? urlPath + variant.suffix : urlPath, {
      root,
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
    });
    stream.on('headers', (_res: Response, _path: string, stat: Stats) => {
      res.setHeader('Cache-Control', cacheControl(urlPath));
      if (!contentType) return;
      res.setHeader('Content-Type', contentType);
      res.vary('Accept-Encoding');
      if (variant) {
        res.setHeader('Content-Encoding', variant.encoding);
        res.setHeader('ETag', variantEtag(stat, variant));
      }
    });
    stream.on('directory', () => next());
    stream.on('error', (error: { status?: number }) => {
      const status = error.status ?? 500;
      // No such copy (a small file has none): try the next, at last the file itself.
      if (variant && status === 404) sendCopy(req, res, next, urlPath, fallbacks);
      else next(status < 500 ? undefined : error);
    });
    stream.pipe(res);
  };

  return (req, res, next, urlPath) =>
    sendCopy(req, res, next, urlPath, acceptedEncodings(req.headers['accept-encoding']));
}
