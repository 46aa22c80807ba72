// How Node runs the production server (`pnpm start`, `pnpm bench`; the Dockerfile repeats both).
// An idle server is to weigh at most 150 MB (docs/performance.md):
// - `--max-semi-space-size=2` (MB): V8's young generation otherwise grows to 16 MB semi-spaces
//   during the start (migrations, the embedded PostgreSQL) and keeps those pages: about 30 MB of
//   an idle server. Requests allocate little, so more frequent young collections cost little.
// - no `--enable-source-maps`: it parses and keeps the bundle's source map, about 20 MB; the
//   bundle is not minified, so its stack traces still name the functions, and the map stays in
//   dist/ for `node --enable-source-maps` when an error needs the TypeScript lines.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

// glibc's allocator, for the memory Node allocates outside V8's heap (buffers, the Prisma query
// compiler, bcrypt and zlib on libuv's threads), unless the environment already says otherwise:
// - at most 2 arenas: each thread otherwise gets an arena of its own whose pages stay touched
//   (about 25 MB over 3-4 arenas after a sign-in);
// - fixed trim and mmap thresholds (128 KB, glibc's starting values): glibc otherwise raises them
//   after the first large free and keeps the freed memory.
// Measured after a start and a sign-in: 152-162 MB without, 136-138 MB with.
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_TRIM_THRESHOLD_: '131072',
  MALLOC_MMAP_THRESHOLD_: '131072',
};
