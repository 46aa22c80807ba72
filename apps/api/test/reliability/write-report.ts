import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './report.js';

type Figures = Record<string, unknown>;

const row = (label: string, value: unknown) => `| ${label} | ${String(value)} |`;

/**
 * Writes docs/reliability.md from the figures the reliability tests recorded in this run, when
 * they all ran (a partial run, such as one test file, leaves the report as it was).
 */
export function writeReliabilityReport(docsFile: string): void {
  if (!existsSync(RESULTS_DIR)) return;
  const results = Object.fromEntries(
    readdirSync(RESULTS_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -5),
        JSON.parse(readFileSync(join(RESULTS_DIR, file), 'utf8')) as Figures,
      ]),
  );
  rmSync(RESULTS_DIR, { recursive: true, force: true });
  const needed = [
    'tenant-isolation',
    'hostile-input',
    'hostile-multipart',
    'cross-site',
    'crash-safety',
    'load',
    'request-floods',
  ];
  if (!needed.every((name) => name in results)) return;
  const isolation = results['tenant-isolation']!;
  const hostile = results['hostile-input']!;
  const multipart = results['hostile-multipart']!;
  const crossSite = results['cross-site']!;
  const crash = results['crash-safety']!;
  const load = results.load!;
  const floods = results['request-floods']!;
  const lines = [
    '# Reliability report',
    '',
    'Written by `pnpm test:reliability` (and `pnpm test`) from the figures of its own run; do not edit.',
    '',
    '| figure | value |',
    '| --- | --- |',
    row('Routes registered by the API', isolation.routes),
    row('Routes taking an id, tried by another organization', isolation.idRoutes),
    row('Leaks found (answer differing from an unknown id, or data of A changed)', isolation.leaks),
    row('Hostile requests sent (routes × bodies and queries)', hostile.requests),
    row('5xx answers to hostile input', hostile.serverErrors),
    row(
      'Multipart routes (every route reading multipart/form-data), each sent hostile forms',
      multipart.routes,
    ),
    row(
      'Hostile multipart requests sent (files, malformed bodies, content types, fields)',
      multipart.requests,
    ),
    row('5xx answers to hostile multipart forms', multipart.serverErrors),
    row(
      'Accepted uploads (SVG with script, hostile names) served with nosniff, a sandboxing CSP and Content-Disposition',
      multipart.served,
    ),
    row(
      'State-changing routes refusing forms posted from another site (4 kinds of form each)',
      crossSite.routes,
    ),
    row('Forms from another site that were accepted', crossSite.accepted),
    row('Crash rounds survived (SIGKILL mid-burst, restart, same database)', crash.rounds),
    row('Requests cut off by the kills', crash.cutOff),
    row('Records found half-written after the crashes', crash.halfWritten),
    row(
      'Records present after the last crash (expenses with receipts; quotes, invoices and sales with lines)',
      crash.records,
    ),
    row(`Requests served under load (${String(load.clients)} concurrent clients)`, load.requests),
    row(
      'Errors and 5xx under load',
      `${String(load.errors)} errors, ${String(load.serverErrors)} 5xx`,
    ),
    row('Load duration (s)', load.seconds),
    row(
      `Gzip bomb (${String(floods.gzipBombBytes)} bytes inflating to 2 MB of nested brackets): refused with 415 in (ms)`,
      floods.gzipBombMs,
    ),
    row(
      'JSON nested 900,000 levels deep: refused with 400 before parsing in (ms)',
      floods.deepJsonMs,
    ),
    row('Slowest light call while eight bombs arrive (ms)', floods.lightCallMaxMsUnderBombs),
    row('Rate limit of every /api route per client address', floods.apiRateLimitDefault),
    '',
  ];
  writeFileSync(docsFile, lines.join('\n'));
}
