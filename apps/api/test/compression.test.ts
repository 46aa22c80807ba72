import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { createClient, orgOf, signedInMember, type Member } from './support/factories.js';

/**
 * What goes over the wire, read with node:http rather than supertest: supertest decodes gzip and
 * brotli on the way, and these tests are about the encoded bytes themselves.
 */
type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

const IMMUTABLE = 'public, max-age=31536000, immutable';

// A web build as Vite writes it with vite.config.ts: hashed files under /assets, text files with
// .br and .gz siblings, files under 1 KB and images without.
const script = `export const lignes = [${Array.from({ length: 400 }, (_, i) => `"ligne ${i}"`).join(', ')}];\n`;
const styles = Array.from({ length: 120 }, (_, i) => `.ligne-${i} { margin: ${i}px; }`).join('\n');
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  createHash('sha512').update('image').digest(),
  Buffer.alloc(4096, 7),
]);
const indexHtml = `<!doctype html><html lang="fr"><head><title>Accueil</title>${'<meta name="x" content="remplissage">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
// A stored logo, SVG hence text, above the threshold.
const logoSvg = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;

let ctx: TestContext;
let server: Server;
let webDist: string;
let member: Member;

function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const signedIn = (acceptEncoding: string) => ({
  Cookie: member.cookie,
  'Accept-Encoding': acceptEncoding,
});

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js'), script);
  writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets', 'index-3f9a1c.js.gz'), gzipSync(script));
  writeFileSync(join(webDist, 'assets', 'index-7b2e90.css'), styles);
  writeFileSync(join(webDist, 'assets', 'logo-5d1e44.png'), png);

  ctx = await createTestContext({}, { webDistDir: webDist });
  server = ctx.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  member = await signedInMember(ctx);
  for (let i = 0; i < 30; i += 1) {
    await createClient(ctx.db, orgOf(member), { client_name: `Client numéro ${i}` });
  }
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('JSON answers', () => {
  test('a list above 1 KB comes back gzip-encoded when asked, and decodes to the same body', async () => {
    const plain = await get('/api/clients/list', signedIn('identity'));
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(
      (JSON.parse(plain.body.toString('utf8')) as { clients: unknown[] }).clients,
    ).toHaveLength(30);

    const gzipped = await get('/api/clients/list', signedIn('gzip'));
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.body.length).toBeLessThan(plain.body.length);
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));

    const brotli = await get('/api/clients/list', signedIn('br'));
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(plain.body.toString('utf8'));
  });

  test('a small answer, or a client that does not ask, gets plain JSON', async () => {
    const health = await get('/api/health', { 'Accept-Encoding': 'gzip' });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();

    const unasked = await get('/api/clients/list', { Cookie: member.cookie });
    expect(unasked.headers['content-encoding']).toBeUndefined();
    expect(unasked.body.toString('utf8')).toBe(
      (await get('/api/clients/list', signedIn('identity'))).body.toString('utf8'),
    );
  });

  test('a stored file is sent as its exact bytes with its length, even when text', async () => {
    const file = await ctx.db.storedFile.create({
      data: {
        organization_id: orgOf(member),
        name: 'logo.svg',
        mime_type: 'image/svg+xml',
        size: Buffer.byteLength(logoSvg),
        sha256: createHash('sha256').update(logoSvg).digest('hex'),
        data: new Uint8Array(Buffer.from(logoSvg)),
      },
    });
    await ctx.db.organization.update({
      where: { organization_id: orgOf(member) },
      data: { logo_file_id: file.file_id },
    });
    const res = await get('/api/organization/files/logo_image', signedIn('gzip, br'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(logoSvg)));
    expect(res.body.toString('utf8')).toBe(logoSvg);
  });
});

describe('the built web app', () => {
  test('a hashed asset is cached for a year and sent from its precompressed file', async () => {
    const brotli = await get('/assets/index-3f9a1c.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(brotli.body).toString('utf8')).toBe(script);

    const gzipped = await get('/assets/index-3f9a1c.js', { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['cache-control']).toBe(IMMUTABLE);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(script);

    const plain = await get('/assets/index-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.body.toString('utf8')).toBe(script);
  });

  test('an asset the build did not precompress is compressed on the way', async () => {
    const res = await get('/assets/index-7b2e90.css', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString('utf8')).toBe(styles);
  });

  test('an image is sent as it is: compressing it again would only cost time', async () => {
    const res = await get('/assets/logo-5d1e44.png', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.body.equals(png)).toBe(true);
  });

  test('index.html, directly or as the fallback of a client route, is revalidated each time', async () => {
    for (const path of ['/', '/index.html', '/clients', '/resetPassword/abc']) {
      const res = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(res.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(res.body).toString('utf8'), path).toBe(indexHtml);
    }
  });
});
