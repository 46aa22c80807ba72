// The generated e-invoice matrix: each random case (random-cases.ts) is made the way
// a user makes it, through the API on a real database — client, quote or sale, invoice,
// validation, maybe a credit note — and every e-document the app then answers is run through the
// official rules: each UBL through Peppol's and CEN's, each CII through CEN's, and each Factur-X
// PDF must carry the very CII the API serves. Failures are collected, not thrown at the first:
// the run ends with every one of them, its seed and case, its document and its failed rules.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { centsToEuros } from '@app/shared/money';
import { afterAll, expect, test } from 'vitest';
import { useTestContext, type TestContext } from '../support/app.js';
import { binary, type SessionAgent } from '../support/http.js';
import { embeddedFile } from '../support/pdf-attachments.js';
import { describeCase, randomCase, type RandomCase } from './random-cases.js';
import { RULE_SETS, validate, type RuleSet } from './schematron.js';
import { sellerWorkspace } from './workspace.js';

/** The run's seed: printed, and set by EINVOICE_SEED to replay a run. */
export const SEED = Number(process.env.EINVOICE_SEED ?? 20261127);
/** How many cases the run makes (EINVOICE_CASES), or the one case EINVOICE_CASE replays. */
export const CASES = Number(process.env.EINVOICE_CASES ?? 230);
export const ONLY_CASE =
  process.env.EINVOICE_CASE === undefined ? undefined : Number(process.env.EINVOICE_CASE);

const FAILURES_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-results/einvoice',
);

export type Failure = { replay: string; document: string; file: string; problems: string[] };

/** What a run checked, for its report. */
export type Tally = {
  cases: number;
  invoices: number;
  creditNotes: number;
  /** Documents run through a rule set, by rule set. */
  validated: Record<RuleSet, number>;
  facturX: number;
  /** UBL refused with 409 for a private person, as decided. */
  consumerRefusals: number;
  lines: number;
  /** Failed asserts flagged warning, by rule: listed, not failed. */
  warnings: Map<string, number>;
  failures: Failure[];
};

export const emptyTally = (): Tally => ({
  cases: 0,
  invoices: 0,
  creditNotes: 0,
  validated: { 'PEPPOL-EN16931-UBL': 0, 'CEN-EN16931-UBL': 0, 'CEN-EN16931-CII': 0 },
  facturX: 0,
  consumerRefusals: 0,
  lines: 0,
  warnings: new Map(),
  failures: [],
});

/** The document as a failure shows it: without the PDF it embeds in base64. */
const readable = (xml: string) =>
  xml.replace(/(<cbc:EmbeddedDocumentBinaryObject[^>]*>)[^<]*/, '$1…');

const MSG_CONSUMER = {
  invoice: 'Une facture à un particulier ne passe pas par Peppol : envoyez le PDF.',
  credit_note: 'Une note de crédit à un particulier ne passe pas par Peppol : envoyez le PDF.',
};

class CaseRun {
  private readonly problems: { document: string; xml: string; problem: string }[] = [];

  constructor(
    private readonly tally: Tally,
    private readonly c: RandomCase,
  ) {}

  fail(document: string, problem: string, xml = '') {
    this.problems.push({ document, xml, problem });
  }

  /** An answer that must have this status; false (and a failure) otherwise. */
  expectStatus(what: string, res: { status: number; body: unknown }, status: number): boolean {
    if (res.status === status) return true;
    this.fail(what, `answered ${res.status} ${JSON.stringify(res.body)} instead of ${status}`);
    return false;
  }

  check(document: string, xml: string, ruleSets: readonly RuleSet[]) {
    for (const ruleSet of ruleSets) {
      const result = validate(xml, ruleSet);
      this.tally.validated[ruleSet] += 1;
      for (const failed of result.fatal) {
        this.fail(document, `${ruleSet} ${failed.id}: ${failed.message}`, xml);
      }
      for (const warning of result.warnings) {
        this.tally.warnings.set(warning.id, (this.tally.warnings.get(warning.id) ?? 0) + 1);
      }
    }
  }

  /** The payable amount an e-document states must be the invoice's own, to the cent. */
  checkPayable(document: string, xml: string, element: string, cents: number) {
    const stated = new RegExp(`<${element}[^>]*>([^<]+)</${element}>`).exec(xml)?.[1];
    if (stated === undefined || Number(stated) !== centsToEuros(cents)) {
      this.fail(document, `${element} ${stated} instead of ${centsToEuros(cents)}`, xml);
    }
  }

  finish() {
    if (this.problems.length === 0) return;
    mkdirSync(FAILURES_DIR, { recursive: true });
    const byDocument = new Map<string, { xml: string; problems: string[] }>();
    for (const { document, xml, problem } of this.problems) {
      const entry = byDocument.get(document) ?? { xml, problems: [] };
      entry.problems.push(problem);
      byDocument.set(document, entry);
    }
    for (const [document, { xml, problems }] of byDocument) {
      const file = path.join(
        FAILURES_DIR,
        `seed-${SEED}-case-${this.c.index}-${document.replace(/\W+/g, '-')}.xml`,
      );
      writeFileSync(file, readable(xml));
      this.tally.failures.push({
        replay: `EINVOICE_SEED=${SEED} EINVOICE_CASE=${this.c.index} pnpm test:einvoice (${describeCase(this.c)})`,
        document,
        file,
        problems,
      });
    }
  }
}

type Made = { api: SessionAgent; invoiceId: number; totalCents: number; creditNoteId?: number };

/** The client, the quote or sale, the invoice, its validation and the credit note, by the API. */
async function make(ctx: TestContext, c: RandomCase, run: CaseRun): Promise<Made | undefined> {
  const w = await sellerWorkspace(ctx, c.seller);
  const client = await w.api.post('/api/clients/createClient').send(c.buyer);
  if (!run.expectStatus('createClient', client, 201)) return undefined;
  const clientId = client.body.client.client_id as number;
  const items = await w.catalogue(c.lines);
  const created =
    c.source === 'quote'
      ? await w.api.post('/api/quote/createQuote').send({
          client_id: clientId,
          products: items.products,
          services: items.services,
          rent_date: c.from,
          reserved_from: c.from,
          reserved_until: c.until,
          description: c.title,
          ...(c.coefficient === undefined ? {} : { coefficient: c.coefficient }),
        })
      : await w.api.post('/api/sale/createSale').send({
          sale_id: -1,
          name: c.title,
          recorded_date: c.from,
          client_id: clientId,
          products: items.products.map(({ product_id, quantity, price, tva_rate }) => ({
            product_id,
            quantity,
            unit_price: price,
            tva_rate,
          })),
        });
  if (!run.expectStatus(`create${c.source}`, created, 201)) return undefined;
  const source =
    c.source === 'quote'
      ? `quote_id=${created.body.quote.quote_id as number}`
      : `sale_id=${created.body.sale.sale_id as number}`;
  const invoice = await w.api.post(`/api/invoice/createInvoice?${source}`);
  if (!run.expectStatus('createInvoice', invoice, 201)) return undefined;
  const invoiceId = invoice.body.invoice.invoice_id as number;
  const validated = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`);
  if (!run.expectStatus('validateInvoice', validated, 200)) return undefined;
  const totalCents = Math.round((validated.body.invoice.total_amount as number) * 100);
  if (!c.creditNote) return { api: w.api, invoiceId, totalCents };
  const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoiceId}`);
  const lines = details.body.invoice.lines as { invoice_line_id: number; quantity: number }[];
  const note = await w.api.post(`/api/invoice/createCreditNote?invoice_id=${invoiceId}`).send({
    reason: c.creditNote.reason,
    lines: c.creditNote.lines
      .filter(({ position }) => position < lines.length)
      .map(({ position, fraction }) => ({
        invoice_line_id: lines[position]!.invoice_line_id,
        quantity: Math.max(1, Math.ceil(lines[position]!.quantity * fraction)),
      })),
  });
  if (!run.expectStatus('createCreditNote', note, 201)) return undefined;
  return { api: w.api, invoiceId, totalCents, creditNoteId: note.body.credit_note.credit_note_id };
}

const isFacturXSeller = (c: RandomCase) =>
  c.seller.kind.startsWith('FR') || c.seller.kind === 'BE VAT Factur-X';

/** The e-documents of one kind: the UBL (or its refusal for a person) and the Factur-X CII. */
async function checkDocument(
  c: RandomCase,
  run: CaseRun,
  api: SessionAgent,
  kind: 'invoice' | 'credit_note',
  query: string,
  totalCents: number | undefined,
  tally: Tally,
) {
  const [ublPath, pdfPath] =
    kind === 'invoice'
      ? ['getInvoiceUbl', 'getInvoicePdf']
      : ['getCreditNoteUbl', 'getCreditNotePdf'];
  const ubl = await api.get(`/api/invoice/${ublPath}?${query}`);
  if (c.buyer.client_type === 'person') {
    if (ubl.status === 409 && ubl.body.message === MSG_CONSUMER[kind]) tally.consumerRefusals += 1;
    else run.fail(`${kind} UBL`, `a private person's UBL answered ${ubl.status}`);
  } else if (run.expectStatus(`${kind} UBL`, ubl, 200)) {
    run.check(`${kind} UBL`, ubl.text, RULE_SETS.ubl);
    if (totalCents !== undefined) {
      run.checkPayable(`${kind} UBL`, ubl.text, 'cbc:PayableAmount', totalCents);
    }
  }
  let cii: string | undefined;
  if (kind === 'invoice') {
    const res = await api.get(`/api/invoice/getInvoiceCii?${query}`);
    if (run.expectStatus('invoice CII', res, 200)) {
      cii = res.text;
      run.check('invoice CII', cii, RULE_SETS.cii);
      run.checkPayable('invoice CII', cii, 'ram:DuePayableAmount', totalCents!);
    }
  }
  if (!isFacturXSeller(c)) return;
  const pdf = await binary(api.get(`/api/invoice/${pdfPath}?${query}`));
  if (!run.expectStatus(`${kind} PDF`, pdf, 200)) return;
  const carried = embeddedFile(pdf.body as Buffer);
  tally.facturX += 1;
  if (cii === undefined) run.check(`${kind} Factur-X CII`, carried, RULE_SETS.cii);
  else if (carried !== cii) run.fail('invoice Factur-X', 'the PDF carries another CII', carried);
}

/** Makes one case through the API and checks every e-document it answers. */
export async function runCase(ctx: TestContext, c: RandomCase, tally: Tally): Promise<void> {
  const run = new CaseRun(tally, c);
  tally.cases += 1;
  tally.lines += c.lines.length;
  const made = await make(ctx, c, run);
  if (made) {
    tally.invoices += 1;
    const { api, invoiceId, totalCents, creditNoteId } = made;
    await checkDocument(c, run, api, 'invoice', `invoice_id=${invoiceId}`, totalCents, tally);
    if (creditNoteId !== undefined) {
      tally.creditNotes += 1;
      const query = `credit_note_id=${creditNoteId}`;
      await checkDocument(c, run, api, 'credit_note', query, undefined, tally);
    }
  }
  run.finish();
}

/** What the run prints: the seed, what was made and checked, and every failure in full. */
export function report(title: string, tally: Tally, seconds: number): string {
  const v = tally.validated;
  const lines = [
    '',
    `${title}: seed ${SEED} (EINVOICE_SEED), ${tally.cases} cases in ${seconds.toFixed(1)} s`,
    `  ${tally.invoices} invoices and ${tally.creditNotes} credit notes made through the API, ${tally.lines} lines`,
    `  validated: ${v['PEPPOL-EN16931-UBL']} Peppol UBL, ${v['CEN-EN16931-UBL']} CEN UBL, ${v['CEN-EN16931-CII']} CEN CII`,
    `  ${tally.facturX} Factur-X PDFs carrying the served CII; ${tally.consumerRefusals} UBL refused for a private person (409)`,
    `  warnings: ${tally.warnings.size === 0 ? 'none' : [...tally.warnings].map(([id, n]) => `${id} ×${n}`).join(', ')}`,
    `  failures: ${tally.failures.length}`,
  ];
  for (const failure of tally.failures) {
    lines.push(
      '',
      `  ✗ ${failure.document} — replay: ${failure.replay}`,
      `    document: ${failure.file}`,
      ...failure.problems.map((problem) => `    ${problem}`),
    );
  }
  return lines.join('\n');
}

/**
 * The cases of one of `shards` test files (vitest runs the files side by side, one per core):
 * every `shards`-th case from `shard`, or the one case EINVOICE_CASE replays. Each case is a
 * test; the file ends with its report.
 */
export function generatedShard(shard: number, shards: number) {
  const ctx = useTestContext();
  const tally = emptyTally();
  const started = performance.now();
  const indexes =
    ONLY_CASE !== undefined
      ? [ONLY_CASE]
      : Array.from({ length: CASES }, (_, i) => i).filter((i) => i % shards === shard);

  afterAll(() => {
    const seconds = (performance.now() - started) / 1000;
    // The report is what the run shows of its matrix.
    // eslint-disable-next-line no-console
    console.log(report(`generated documents, file ${shard + 1} of ${shards}`, tally, seconds));
  });

  test.each(indexes)(`seed ${SEED}, case %i`, async (index) => {
    const c = randomCase(SEED, index);
    const before = tally.failures.length;
    await runCase(ctx, c, tally);
    const failures = tally.failures.slice(before);
    expect(
      failures.map((f) => `${f.document}: ${f.problems.join(' | ')} (${f.file})`),
      `replay: EINVOICE_SEED=${SEED} EINVOICE_CASE=${index} pnpm test:einvoice — ${describeCase(c)}`,
    ).toEqual([]);
  });
}
