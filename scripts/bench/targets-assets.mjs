// Web assets: what a browser downloads for `/` and the scripts and styles it links, asking for
// gzip or brotli, and the Content-Encoding and Cache-Control headers it gets.
import { expectOk } from './http.mjs';
import { kb, ratio } from './stats.mjs';

const ACCEPT = 'gzip, br';

/** The .js and .css files index.html links (scripts, stylesheets, modulepreload). */
function linkedAssets(html) {
  const found = new Set();
  for (const match of html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)) found.add(match[1]);
  return [...found];
}

const headerSummary = (responses) =>
  [
    ...new Set(
      responses.map(
        (res) =>
          `${res.headers['content-encoding'] ?? 'identity'}, ${res.headers['cache-control'] ?? 'no Cache-Control'}`,
      ),
    ),
  ].join(' / ');

export async function webAssets(ctx) {
  const get = (path) => expectOk(ctx.baseUrl, path, { headers: { 'accept-encoding': ACCEPT } });
  const index = await get('/');
  const assets = await Promise.all(linkedAssets(index.body.toString('utf8')).map(get));
  const all = [index, ...assets];
  const wire = all.reduce((sum, res) => sum + res.wireBytes, 0);
  const raw = all.reduce((sum, res) => sum + res.body.length, 0);
  return {
    what: `web assets: / and its ${assets.length} JS/CSS files, Accept-Encoding: ${ACCEPT}`,
    measured:
      `${kb(wire)} transferred; index.html: ${headerSummary([index])}; ` +
      `assets: ${headerSummary(assets)}`,
    baseline: `${kb(raw)} uncompressed`,
    ratio: ratio(wire, raw, 'bytes'),
    target: 'gzip/brotli; hashed assets `immutable`, index.html `no-cache`',
  };
}
