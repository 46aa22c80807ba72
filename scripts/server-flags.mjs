// How Node runs the production server (`pnpm start`, `pnpm bench`; the Dockerfile repeats it).
// Issue #16 asks an idle server to weigh at most 150 MB:
// - `--max-semi-space-size=2` (MB): V8's young generation otherwise grows to 16 MB semi-spaces
//   during the start (migrations, the embedded PostgreSQL) and keeps those pages: about 30 MB of
//   an idle server. Requests allocate little, so more frequent young collections cost little.
// - no `--enable-source-maps`: it parses and keeps the bundle's source map, about 20 MB; the
//   bundle is not minified, so its stack traces still name the functions, and the map stays in
//   dist/ for `node --enable-source-maps` when an error needs the TypeScript lines.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];
