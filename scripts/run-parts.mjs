// `pnpm test`, `pnpm test:unit` and `pnpm test:fast`: runs the named parts of the suite one after
// the other, stops at the first that fails (with its exit code), and prints how long each part
// took, failed run included, so that a slow part shows where the time goes.
//   node scripts/run-parts.mjs typecheck lint shared api web e2e
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

// Each part is a shell command run from the checkout's root. The API needs the generated Prisma
// client (typecheck generates it too, but `test:unit` and `test:fast` start without it).
const PARTS = {
  typecheck: 'pnpm typecheck',
  lint: 'pnpm lint',
  shared: 'pnpm --filter @app/shared test',
  api: 'pnpm prisma:generate && pnpm --filter @app/api test',
  // The inner loop: the API suite without test/reliability/ and the migration chain (see
  // apps/api/package.json); `pnpm test` and CI run them all.
  'api:fast': 'pnpm prisma:generate && pnpm --filter @app/api test:fast',
  web: 'pnpm --filter @app/web test',
  e2e: 'pnpm test:e2e',
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in PARTS));
if (names.length === 0 || unknown.length > 0) {
  console.error(
    `usage: node scripts/run-parts.mjs <part>… (parts: ${Object.keys(PARTS).join(', ')})`,
  );
  process.exit(2);
}

/** Runs one command with the console attached; resolves with its exit code (128+n if killed). */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

const seconds = (ms) => {
  const total = Math.round(ms / 1000);
  return total < 60 ? `${total} s` : `${Math.floor(total / 60)} min ${total % 60} s`;
};

function printTable(rows, totalMs) {
  const width = Math.max(...rows.map((row) => row.name.length), 'total'.length);
  console.log('\nTest parts:');
  for (const row of rows) {
    const time = row.ms === undefined ? '–' : seconds(row.ms);
    console.log(`  ${row.name.padEnd(width)}  ${time.padStart(11)}  ${row.result}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${seconds(totalMs).padStart(11)}`);
}

// Ctrl-C reaches the running part too (same process group): let it end, then print the table.
process.on('SIGINT', () => undefined);

const started = performance.now();
const rows = [];
let exitCode = 0;
for (const name of names) {
  const partStarted = performance.now();
  const code = await run(PARTS[name]);
  rows.push({
    name,
    ms: performance.now() - partStarted,
    result: code === 0 ? 'passed' : `FAILED (exit code ${code})`,
  });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
const skipped = names.slice(rows.length);
for (const name of skipped) rows.push({ name, result: 'not run' });
printTable(rows, performance.now() - started);
process.exit(exitCode);
