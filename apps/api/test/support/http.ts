import type request from 'supertest';

/** Small files whose bytes are what their type says (and one that is not: an ELF executable). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);

/** Uploads an image field refuses: label, bytes, file name, and the status and message answered. */
export const REFUSED_IMAGES = [
  [
    'an executable named .png',
    ELF,
    'image.png',
    415,
    "Type d'image non pris en charge : seules les images JPEG, PNG, SVG et WebP sont acceptées.",
  ],
  [
    'a PDF (images only)',
    PDF,
    'image.pdf',
    415,
    "Type d'image non pris en charge : seules les images JPEG, PNG, SVG et WebP sont acceptées.",
  ],
  [
    'a file over 10 MB',
    Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]),
    'grand.png',
    413,
    'Le fichier dépasse la taille maximale de 10 Mo.',
  ],
] as const;

/** Reads the whole response body as bytes (PDFs, zips, stored files). */
export function binary(req: request.Test): request.Test {
  return req.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

/** Sends text fields (and an optional file) as multipart/form-data, as the web app does. */
export function multipart(
  req: request.Test,
  fields: Record<string, string | number>,
  file?: { bytes: Buffer; name: string },
): request.Test {
  let sent = req;
  for (const [key, value] of Object.entries(fields)) sent = sent.field(key, String(value));
  return file ? sent.attach('file', file.bytes, file.name) : sent;
}
