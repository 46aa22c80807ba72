import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESULTS_DIR } from './report.js';

type Figures = Record<string, unknown>;

const row = (label: string, value: unknown) => `| ${label} | ${String(value)} |`;

/** Each finding, what changed, and the test that failed before the change. */
const SECURITY_FIXES = [
  '## Security hardening (issue #20)',
  '',
  '| finding | fix | test that failed before |',
  '| --- | --- | --- |',
  '| Reset links and Stripe return URLs built from the Host header | links come from PUBLIC_URL, else HOST:PORT; production with DATABASE_URL refuses to start without PUBLIC_URL | `auth-mail-log`: a forged Host never reaches the mail; `subscription-local`: portal URL ignores Host |',
  '| Gzip bodies inflated before any check (2 KB → 240 ms of event loop) | compressed bodies refused (415), nesting capped at 32 before JSON.parse (400), anonymous bodies ≤ 8 KB (413), every /api route rate-limited per address | `reliability/request-floods` (figures above) |',
  '| Anyone without organization could be moved into another one | adding by email sends an invitation, accepted or declined by the invited person; plan limits at acceptance | `organization`: invitations |',
  '| Password account registered in a victim’s name kept working after their Google sign-in | linking a verified Google identity clears the password and ends sessions; an account linked to another Google id is refused (409) | `auth-google` |',
  '| A pending invoice’s refresh racing its validation could rewrite it | validation locks the quote or sale, then the invoice; the refresh locks the invoice and checks again | `invoices`: 30 parallel rounds |',
  '| Session cookie without Secure behind a TLS proxy | Secure whenever PUBLIC_URL is https | `auth-session` |',
  '| Registration answered a taken email in ~4 ms against ~60 ms | the password is hashed first, taken or not | `auth-costs` |',
  '| Upload names read as latin1 (“reçu” → “reÃ§u”) | multipart names read as UTF-8 | `accounting`: “reçu été.pdf” round trip |',
  '| Reset hashed the new password before checking the token | the token is checked first | `auth-costs` |',
];

/**
 * The second review: each finding, what changed, and the test that failed before the
 * change. One row per finding, in the order.
 */
const SECOND_REVIEW_FIXES = [
  '## Security and reliability, second review (issue #27)',
  '',
  '| finding | fix | test that failed before |',
  '| --- | --- | --- |',
  '| 27.1 Stalled downloads starved the database pool | exports read on a pool of their own (3 connections), one export per organization (429) and 3 per process (429); a download whose client takes nothing for 60 s is cut; a connection is waited for 10 s and a statement runs 30 s at most, then 503 | `reliability/stalled-exports` (figures above), `database-timeouts`, `accounting-export` |',
  '| 27.2 Reset links outlived a password change | A password or email change (profile), a Google link and a newer link end every unused link of the account, in the same transaction; a reset still spends its own | `auth-reset-links.test.ts` (password, email, newer link), `auth-google.test.ts` (takeover) |',
  '| 27.3 The nesting cap was bypassed in UTF-16 | JSON is accepted in UTF-8 only (no charset, `utf-8`, `utf8`): any other charset is a 415 with a French message before the body is read; forms keep their charsets | `request-floods.test.ts` (400,000 levels in UTF-16LE answered 201) |',
  '| 27.4 Lines beyond a limit were dropped without error (createSale with 205 lines saved 200) | One bound for every list a request carries, `MAX_DOCUMENT_LINES` = 500 in `@app/shared/document-lines`, checked before any row is read: a quote holds 500 lines (products and services together), a sale 500 rows, a credit note 500 lines, a return 500 products; beyond it a 400 naming the limit ("Une vente compte au plus 500 lignes."), nothing written; the forms pre-validate with the same schemas | `sales.test.ts` "a sale carries at most 500 lines" (201, 200 lines saved), `quotes.test.ts` "a quote carries at most 500 lines…" (300 products refused with « sélectionner au moins un produit »), `invoices.test.ts` "a 500-line invoice and its credit note", `quote-movements.test.ts` "a return lists at most 500 products" |',
  '| 27.5 E-mail sending could relay spam | From is MAIL_FROM’s address under the organization’s name (quoted or encoded, on one line); Reply-To only the sender’s verified address (`users.email_verified_at`: its confirmation link opened, or a Google sign-in with that email), else none; at most DOCUMENT_MAIL_DAILY_LIMIT (200) mails a day per organization besides 50 attempts per 15 minutes, both counted in PostgreSQL; one recipient, a list refused (400) with a message naming the limit | `document-email-relay.test.ts` (From, Reply-To, daily cap across the 15-minute windows, recipients), `auth-google.test.ts`, `auth-profile.test.ts`, web `QuoteEmail.test.tsx` |',
  '| 27.6 A credit note after full payment left −60,50 € due with status paid, nothing saying money was owed back | payment status `refund_due` (« À rembourser » with the amount in the list and the details), `amount_refunded` and `amount_to_refund`; `POST /api/invoice/addRefund` records the refund under the invoice lock, never beyond what is owed back (409), with an optional Sortie removed with it | `invoice-refunds` (status, list filter, 409 beyond what is owed, 6 concurrent refunds of 20 € on 48,40 €: 2 accepted); shared `paymentStatus` (overpaid → `refund_due`); web `InvoiceRefund` |',
  '| 27.7 `validateInvoice` (a GET) was protected only by `Sec-Fetch-Site` | It also requires `X-Requested-With: XMLHttpRequest`, which the fetch helper sends on every call and no link or form can send (403, French message); the only state-changing GET | `cross-site.test.ts` (a link without fetch metadata validated the invoice), web `client.test.ts` (the header on reads, JSON, uploads, files) |',
  '| 30.2 A just-validated invoice vanished from the list, and the showValidated/showFinished switches were private copies per screen | The switches read local storage as their one copy (every screen and tab follows a change); an invoice validated on this visit stays in the list until the page is left; with the switch off a line says validated invoices (finished quotes) are hidden, with a button that shows them | `hooks/useStoredFlag.test.tsx`, `invoices/InvoicesHidden.test.tsx`, `quotes/QuotesHidden.test.tsx`, `e2e/nothing-lost.spec.ts` |',
  '| 30.2 An old error toast stayed beside the success toast (register, organization setup) | The app’s toaster ties each toast to the form submitted last; a success of a form dismisses that form’s error toasts (every form at once) | `feedback/useFormToasts.test.tsx`, `LoginPage.test.tsx`, `OrganizationSetupPage.test.tsx` |',
  '| 30.4 A Rentrée started at quantity 0 and 0 was accepted | It starts at 1; 0 is refused (400 naming `amount`, French message) by the API and the form; the receipt stays optional as spec part 1 §5 says | `accounting.test.ts`, `AccountingPage.test.tsx` |',
  '| 30.4 A quantity above the stock was lowered silently | The quote and sale lines say why under the field (Stock disponible : N) | `QuotePage.test.tsx`, `SalesPage.test.tsx` |',
  '| 30.4 Departure and return dates in the future were accepted | 400 naming `date` with a French message; the dialog checks it and its calendar offers no later day | `quote-movements.test.ts`, `QuoteMovements.test.tsx` |',
  '| 30.4 The e-mail draft of a partly paid or credited invoice stated the total | It states the amount still due (a settled invoice says it is settled, with no date to pay by) | `document-email.test.ts` |',
  '| 30.4 A credit note started with every line preselected, issued at once, and could not credit an amount | The form starts with nothing chosen, offers lines or an amount TTC and asks for a confirmation; `createCreditNote` takes `amount`, split over the invoice’s rates by largest remainder (`@app/shared/credit-amount`), never beyond what is left (400 `field: amount`), lines and amount together refused | `credit-note-amount.test.ts`, shared `credit-amount.test.ts`, web `CreditNoteForm.test.tsx`, e2e `credit-notes.spec.ts`, `matrix.einvoice.ts` (amount credit note, UBL and CII) |',
  '| 30.4 A direct sale silently took units a future rental held | 409 naming the product and the rental unless `allow_overbooking` confirms it; the sale form asks; the planning lists the sales on their day | `sale-rentals.test.ts` (201 without any question before), web `SaleTakesReserved.test.tsx`, `PlanningPage.test.tsx` |',
];

/** Exports whose client never reads, while another organization works. */
function stalledExportsSection(results: Record<string, Figures>): string[] {
  const stalled = results['stalled-exports']!;
  return [
    '## Stalled exports (issue #27 §1)',
    '',
    '| figure | value |',
    '| --- | --- |',
    row(
      'Exports from one organization whose client reads nothing: answered, running, refused (429)',
      `${figure(stalled.exportsAnswered)}, ${figure(stalled.exportsRunning)}, ${figure(stalled.exportsRefused)}`,
    ),
    row(
      'Meanwhile another organization signs in, lists clients, validates invoices: requests, failed',
      `${figure(stalled.otherRequests)}, ${figure(stalled.otherFailed)}`,
    ),
    row(
      'Their latency, p50 / p99 (ms): during the stall; the same work just before it',
      `${figure(stalled.otherP50Ms)} / ${figure(stalled.otherP99Ms)}; ${figure(stalled.baselineP50Ms)} / ${figure(stalled.baselineP99Ms)}`,
    ),
    row(
      'Connections of the app’s pool held by the stalled exports',
      figure(stalled.poolBusyDuringStall),
    ),
    row(
      `Stalled download cut by the server after its client took nothing for (ms; deadline ${figure(stalled.idleDeadlineMs)})`,
      figure(stalled.idleBeforeCutMs),
    ),
    row(
      'Exports of two organizations stalled at the per-process bound (2 in the test): cut after (ms)',
      figure(stalled.capIdleBeforeCutMs),
    ),
    '',
  ];
}

/** A figure a test did not reach (it failed before recording it). */
const figure = (value: unknown) => (value === undefined ? 'not measured' : String(value));

/** Replicas on one database, graceful shutdown, backup and restore. */
function replicasSection(results: Record<string, Figures>): string[] {
  const replicas = results.replicas!;
  const shutdown = results['graceful-shutdown']!;
  const backup = results['backup-restore']!;
  const kib = (bytes: unknown) =>
    typeof bytes === 'number' ? `${Math.round(bytes / 1024)} KiB` : figure(bytes);
  return [
    '## Replicas, shutdown, backup and restore (issue #18)',
    '',
    '| figure | value |',
    '| --- | --- |',
    row(
      'Two app processes on one database: a session opened on one is valid on the other',
      figure(replicas.sessionsShared),
    ),
    row('Auth rate limit counted across both processes', figure(replicas.authLimit)),
    row(
      `Creations split across both (${figure(replicas.organizations)} organizations), then invoice validations`,
      `${figure(replicas.creations)} creations, ${figure(replicas.validations)} validations`,
    ),
    row('Gaps in the DEV, VEN and FAC numbers', figure(replicas.numberingGaps)),
    row(
      'Same Stripe event delivered to both: deliveries, times applied',
      `${figure(replicas.stripeDeliveries)}, ${figure(replicas.stripeApplied)}`,
    ),
    row(
      'One process killed mid-burst: creations sent, acknowledged, cut off',
      `${figure(replicas.killBurst)}, ${figure(replicas.killAcknowledged)}, ${figure(replicas.killCutOff)}`,
    ),
    row('Acknowledged creations missing after the kill', figure(replicas.killLost)),
    row(
      'SIGTERM with requests in flight: requests answered, exit code',
      `${figure(shutdown.answered)} of ${figure(shutdown.inFlight)}, ${figure(shutdown.exitCode)}`,
    ),
    row(
      `SIGTERM to exit, two requests held open by the client meanwhile (ms; cut at ${figure(shutdown.graceMs)})`,
      figure(shutdown.drainMs),
    ),
    row(
      'Backup of the test database: tables, rows, size',
      `${figure(backup.tables)}, ${figure(backup.rows)}, ${kib(backup.backupBytes)}`,
    ),
    row(
      'Backup, then the source database wiped and restored in place (ms)',
      `backup ${figure(backup.backupMs)}, restore ${figure(backup.restoreMs)}`,
    ),
    row('Tables whose fingerprint differs after the restore', figure(backup.tablesDiffering)),
    '',
  ];
}

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
    'replicas',
    'graceful-shutdown',
    'backup-restore',
    'stalled-exports',
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
    'Written by `pnpm test:reliability` from the figures of its own run; do not edit.',
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
    ...replicasSection(results),
    ...stalledExportsSection(results),
    ...SECURITY_FIXES,
    '',
    ...SECOND_REVIEW_FIXES,
    '',
  ];
  writeFileSync(docsFile, lines.join('\n'));
}
