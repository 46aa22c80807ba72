// The bank import (issue #31): a CODA statement of N credit transfers, each paying one of N open
// validated invoices by its structured communication, posted to POST /api/bank/importStatement,
// beside parsing the same file with the API's own parser in this process. Each repetition seeds
// its own invoices and writes lines of its own bank references, so every repetition stores and
// matches all N lines.
import { performance } from 'node:perf_hooks';
import { importApiSource } from './api-deps.mjs';
import { request } from './http.mjs';
import { count, median, medianOf, ms } from './stats.mjs';
import { withPeakMemory } from './targets-export.mjs';

const PARSE_REPS = 5;
const PER_MOVEMENT = 1000;
const IBAN = 'BE68539007547034'; // the bench organization's account (seed.mjs)

/**
 * N validated invoices of the bench organization, numbered FAC-<year>-NNNNNN, each with the
 * structured communication validation gives (base year × 10^6 + sequence, check digits mod 97,
 * stored as +++ddd/dddd/ddddd+++); answers what a transfer paying each whole carries.
 */
async function seedOpenInvoices(db, organizationId, invoices, year) {
  const { rows } = await db.query(
    `WITH numbered AS (
       SELECT g, lpad(($3::bigint * 1000000 + g)::text, 10, '0')
                 || lpad(coalesce(nullif(($3::bigint * 1000000 + g) % 97, 0), 97)::text, 2, '0')
                 AS digits
       FROM generate_series(1, $2) g)
     INSERT INTO invoices (organization_id, formatted_invoice_id, client_id, issue_date, due_date,
       status, validated_at, total_amount_cents, payment_reference, updated_at)
     SELECT $1, 'FAC-' || $3 || '-' || lpad(g::text, 6, '0'),
       (SELECT min(client_id) FROM clients WHERE organization_id = $1),
       current_date, current_date + 30, 'Validated', now(), 1000 + (g * 37) % 50000,
       '+++' || substr(digits, 1, 3) || '/' || substr(digits, 4, 4) || '/' || substr(digits, 8) || '+++',
       now()
     FROM numbered
     RETURNING total_amount_cents, payment_reference`,
    [organizationId, invoices, year],
  );
  await db.query('ANALYZE invoices');
  return rows.map((row) => ({
    cents: row.total_amount_cents,
    digits: row.payment_reference.replace(/\D/g, ''),
  }));
}

/** The file as a multipart form of one `file` field, as the web page sends it. */
function multipart(bytes) {
  const boundary = `----bench${Date.now().toString(16)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="releve.cod"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The CODA file of the transfers, written by the API tests' own writer: CODA numbers movements on
 * 4 digits, so the transfers come as globalised movements (one booking) of PER_MOVEMENT details.
 */
function codaStatement(codaFile, refPrefix, transfers) {
  const movements = [];
  for (let start = 0; start < transfers.length; start += PER_MOVEMENT) {
    movements.push({
      bank_ref: `${refPrefix}M${movements.length + 1}`,
      amount_cents: 0, // the sum of its details
      details: transfers.slice(start, start + PER_MOVEMENT).map(({ cents, digits }) => ({
        amount_cents: cents,
        structured: digits,
        name: 'Client',
        iban: 'BE71096123456769',
      })),
    });
  }
  return Buffer.from(codaFile({ iban: IBAN, opening_cents: 100_000, movements }));
}

export async function bankImport(ctx, lines) {
  const { parseStatement } = await importApiSource('src/modules/bank/statement.ts');
  const { codaFile } = await importApiSource('test/support/coda-writer.ts');
  const runTag = Date.now().toString(36).slice(-5).toUpperCase();
  const reps = [];
  for (let rep = 0; rep < ctx.reps; rep += 1) {
    const transfers = await seedOpenInvoices(ctx.db, ctx.seed.organizationId, lines, 2100 + rep);
    const bytes = codaStatement(codaFile, `B${runTag}R${rep}`, transfers);
    parseStatement(bytes); // warm-up: the first call also compiles the parser
    const parses = [];
    for (let i = 0; i < PARSE_REPS; i += 1) {
      const started = performance.now();
      const parsed = parseStatement(bytes);
      parses.push(performance.now() - started);
      if (parsed.lines.length !== lines) throw new Error(`parsed ${parsed.lines.length} lines`);
    }
    const server = await withPeakMemory(ctx.pid, () => postStatement(ctx, bytes));
    const { statement } = server.result;
    if (statement.lines !== lines || statement.matched !== lines) {
      throw new Error(`import stored ${statement.lines} lines, matched ${statement.matched}`);
    }
    reps.push({ parse: median(parses), server, bytes: bytes.length });
  }
  const importMs = medianOf(reps, (rep) => rep.server.result.ms);
  const parseMs = medianOf(reps, (rep) => rep.parse);
  const extra = (importMs - parseMs) / parseMs;
  const peak = medianOf(reps, (rep) => rep.server.peak);
  const growth = medianOf(reps, (rep) => rep.server.peak - rep.server.before);
  return {
    what:
      `bank import (POST /api/bank/importStatement) of a ${count(lines)}-line CODA file ` +
      `(${(reps[0].bytes / 1_048_576).toFixed(1)} MB), each line paying one of ${count(lines)} open invoices, median`,
    measured:
      `import + match ${ms(importMs)} (${count(lines)} lines matched); server peak RSS ` +
      `${Math.round(peak)} MB (+${Math.round(growth)} MB during the import)`,
    baseline: `parseStatement alone ${ms(parseMs)}`,
    ratio: `(import − parse) / parse = ${extra.toFixed(extra >= 10 ? 0 : 2)}×`,
    target: 'matching adds ≤ 1× the parse time',
  };
}

/** POST /api/bank/importStatement; its time and the statement it answers. */
async function postStatement(ctx, bytes) {
  const form = multipart(bytes);
  const res = await request(ctx.baseUrl, '/api/bank/importStatement', {
    method: 'POST',
    headers: { cookie: ctx.cookie, 'content-type': form.type },
    body: form.body,
  });
  if (res.status !== 201) {
    throw new Error(`importStatement answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  }
  return { ms: res.ms, statement: JSON.parse(res.body.toString('utf8')).statement };
}
