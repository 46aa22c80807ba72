import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '@app/shared/http';
import type { Express } from 'express';
import request from 'supertest';
import { expect } from 'vitest';

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

/**
 * A stored file served as the API serves uploads: 200, its type, never sniffed, sandboxed, and
 * exactly `bytes`; `disposition` (e.g. /^inline; filename="a.png"/) where the test names one.
 */
export function expectServedFile(
  res: { status: number; headers: Record<string, string>; body: unknown },
  type: string,
  bytes: Buffer,
  disposition?: RegExp,
): void {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe(type);
  if (disposition) expect(res.headers['content-disposition']).toMatch(disposition);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['content-security-policy']).toContain('sandbox');
  expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
}

/** Sends text fields (and an optional file) as multipart/form-data, as the web app does. */
export function multipart(req: request.Test, fields: Fields, file?: Upload): request.Test {
  let sent = req;
  for (const [key, value] of Object.entries(fields)) sent = sent.field(key, String(value));
  return file ? sent.attach('file', file.bytes, file.name) : sent;
}

type Upload = { bytes: Buffer; name: string };
type Fields = Record<string, string | number>;

/** Requests to the app that carry one session cookie, as the signed-in web app sends them. */
export type SessionAgent = {
  get: (path: string) => request.Test;
  post: (path: string) => request.Test;
  put: (path: string) => request.Test;
  delete: (path: string) => request.Test;
  /** A multipart form (fields and an optional file) posted as the web app does. */
  postForm: (path: string, fields: Fields, file?: Upload) => request.Test;
  putForm: (path: string, fields: Fields, file?: Upload) => request.Test;
};

/**
 * Marks a request as the web app's fetch helper sends every call (the header a GET that changes
 * state requires, docs/decisions.md).
 */
export function asApp(req: request.Test): request.Test {
  return req.set(APP_REQUEST_HEADER, APP_REQUEST_VALUE);
}

export function withSession(app: Express, cookie: string): SessionAgent {
  const signedIn = (req: request.Test) => asApp(req.set('Cookie', cookie));
  const get = (path: string) => signedIn(request(app).get(path));
  const post = (path: string) => signedIn(request(app).post(path));
  const put = (path: string) => signedIn(request(app).put(path));
  return {
    get,
    post,
    put,
    delete: (path) => signedIn(request(app).delete(path)),
    postForm: (path, fields, file) => multipart(post(path), fields, file),
    putForm: (path, fields, file) => multipart(put(path), fields, file),
  };
}

/**
 * The API's answer: this status (a wrong one is reported with the body that came with it) and
 * exactly this body.
 */
export function expectAnswer(
  res: { status: number; body: unknown },
  status: number,
  body: unknown,
): void {
  expect(res.status, `answered ${JSON.stringify(res.body)}`).toBe(status);
  expect(res.body).toEqual(body);
}

/** The answer has this status, and its `key` record (`product`, `client`…) at least these fields. */
export function expectRecord(
  res: { status: number; body: unknown },
  status: number,
  key: string,
  fields: Record<string, unknown>,
): void {
  expect(res.status, `answered ${JSON.stringify(res.body)}`).toBe(status);
  expect((res.body as Record<string, unknown>)[key]).toMatchObject(fields);
}

/**
 * The API's refusal: this status and its usual body, `{ error: true, message }`, with `field`
 * when the test names the request field it must be about (a body's `field` is checked only then).
 */
export function expectFailure(
  res: { status: number; body: unknown },
  status: number,
  message: unknown,
  field?: string,
): void {
  const body = res.body as Record<string, unknown>;
  const { field: named, ...rest } = body;
  expect(res.status, `answered ${JSON.stringify(res.body)}`).toBe(status);
  if (field === undefined) expect(rest).toEqual({ error: true, message });
  else expect({ ...rest, field: named }).toEqual({ error: true, message, field });
}

/**
 * Another organization's `id` behaves like a missing one: each call, made with `id` and then
 * with an id nobody has, answers 404 with `message`.
 */
export async function expectForeignLikeMissing(
  id: number,
  message: string,
  calls: readonly ((id: number) => PromiseLike<{ status: number; body: unknown }>)[],
): Promise<void> {
  for (const candidate of [id, 2_147_483_000]) {
    for (const call of calls) expectFailure(await call(candidate), 404, message);
  }
}
