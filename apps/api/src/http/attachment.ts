import type { Response } from 'express';

/**
 * Answers a generated document as a download (`attachment; filename="…"`), never sniffed nor
 * cached: it carries the organization's data.
 */
export function sendAttachment(
  res: Response,
  contentType: string,
  fileName: string,
  body: Buffer | string,
): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  // Said explicitly: the compression middleware wraps end(), and Node would then send it chunked.
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
