// Invoices that hold up in Belgium and France. A validated invoice is a frozen
// document; credit notes and payments settle it; the PDF carries what the law asks per country.
import { addDaysIso, todayIso } from '@app/shared/dates';
import { formatEuros } from '@app/shared/format';
import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { invoiceQrPayload } from '../src/modules/invoices/invoice-pdf.js';
import type { InvoiceSnapshot } from '../src/modules/documents/snapshot-types.js';
import { useTestContext } from './support/app.js';
import { FRENCH_ORGANIZATION, invoicedWorkspace, oneDayQuote } from './support/quoted-workspace.js';
import { binary, PNG, expectFailure, expectAnswer } from './support/http.js';
import { expectMovementRefusals } from './support/movement-refusals.js';
import { pdfPages } from './support/pdf-text.js';

const ctx = useTestContext();

type Options = {
  country?: 'BE' | 'FR';
  vatSubject?: boolean;
  clientType?: 'company' | 'person';
};

/** A member of an organization with a client, a product and a service, and a quote of both. */
function workspace(options: Options = {}) {
  const vatSubject = options.vatSubject ?? true;
  const french = options.country === 'FR';
  return invoicedWorkspace(ctx, {
    organizationName: 'Les Amis du Son ASBL',
    organization: {
      terms: 'Le matériel est rendu propre.',
      ...(french ? FRENCH_ORGANIZATION : {}),
      vat_number: vatSubject ? (french ? 'FR44732829320' : 'BE0123456749') : null,
      is_vat_subject: vatSubject,
    },
    ...(options.clientType ? { clientType: options.clientType } : {}),
  });
}

type Workspace = Awaited<ReturnType<typeof workspace>>;

async function invoiceOf(w: Workspace) {
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
  expect(created.status).toBe(201);
  return created.body.invoice.invoice_id as number;
}

async function validated(w: Workspace) {
  const id = await invoiceOf(w);
  const res = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
  expect(res.status).toBe(200);
  return { id, ...(res.body.invoice as { formatted_invoice_id: string; total_amount: number }) };
}

const pdfOf = async (w: Workspace, id: number) => {
  const res = await binary(w.api.get(`/api/invoice/getInvoicePdf?invoice_id=${id}`));
  expect(res.status).toBe(200);
  return res.body as Buffer;
};
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const details = async (w: Workspace, id: number) =>
  (await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`)).body.invoice;

// 2 × 40,00 € at 21 % (16,80 €) + 60,00 € at 6 % (3,60 €) = 160,40 €.
const TOTAL = 160.4;

describe('validated means frozen', () => {
  test('a pending invoice is provisional: marked not to pay, no number, no way to pay', async () => {
    const w = await workspace();
    const id = await invoiceOf(w);
    const [page] = await pdfPages(await pdfOf(w, id));
    expect(page).toContain('Facture provisoire — ne pas payer');
    expect(page).toContain(`FACTURE PROV-${id}`);
    expect(page).not.toContain('Payer par virement');
  });

  test('after validation, client, organization, catalogue and terms changes leave the PDF and totals byte for byte', async () => {
    const w = await workspace();
    const invoice = await validated(w);
    const before = await pdfOf(w, invoice.id);
    const detailsBefore = await details(w, invoice.id);
    const [page] = await pdfPages(before);
    for (const expected of [
      `FACTURE ${invoice.formatted_invoice_id}`,
      'Comité des fêtes',
      'Place communale 1',
      '1300 Wavre',
      'TVA : BE0403170701',
      'TVA : BE0123456749',
      `Échéance : ${addDaysIso(todayIso(), 30).split('-').reverse().join('/')}`,
      'Payer par virement',
      'IBAN : BE68 5390 0754 7034',
      'Communication : +++',
      '160,40 €',
    ]) {
      expect(page).toContain(expected);
    }
    // The EPC QR code is drawn as an image.
    expect(before.includes(Buffer.from('/Subtype /Image'))).toBe(true);

    await ctx.db.client.update({
      where: { client_id: w.client.client_id },
      data: { client_name: 'Nouveau nom', client_address: 'Ailleurs 9', vat_number: null },
    });
    const org = await w.api.get('/api/organization/getOrganization');
    const update = await w.api.post('/api/organization/updateOrganization').send({
      ...org.body.organization,
      address: 'Autre rue 2',
      is_vat_subject: false,
      vat_number: null,
    });
    expect(update.status).toBe(200);
    const logo = await w.api
      .post('/api/organization/updateOrganizationFiles')
      .field('fileType', 'logo_image')
      .attach('file', PNG, 'logo.png');
    expect(logo.status).toBe(200);
    await w.api
      .post('/api/organization/updateOrganizationTerms')
      .send({ terms: 'Nouvelles conditions.' });
    await ctx.db.product.update({
      where: { product_id: w.product.product_id },
      data: { name: 'Renommé', price_cents: 9999, tva_rate: 6 },
    });

    const after = await pdfOf(w, invoice.id);
    expect(sha(after)).toBe(sha(before));
    expect(await details(w, invoice.id)).toEqual(detailsBefore);
    const list = await w.api.get('/api/invoice/getInvoiceList');
    expect(list.body.invoices[0]).toMatchObject({
      client: { client_name: 'Comité des fêtes' },
      total_amount: TOTAL,
      amount_due: TOTAL,
    });
  });

  test('the EPC QR code asks for the amount due with the structured communication', async () => {
    const w = await workspace();
    const invoice = await validated(w);
    const row = await ctx.db.invoice.findUniqueOrThrow({ where: { invoice_id: invoice.id } });
    const reference = row.payment_reference!;
    expect(reference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    const payload = invoiceQrPayload(row.snapshot as unknown as InvoiceSnapshot);
    expect(payload).toBe(
      [
        'BCD',
        '002',
        '1',
        'SCT',
        '',
        'Les Amis du Son ASBL',
        'BE68539007547034',
        'EUR160.40',
        '',
        reference.replace(/\D/g, ''),
      ].join('\n'),
    );
  });

  test('validation waits for a complete legal identity, and numbers nothing meanwhile', async () => {
    const w = await workspace();
    await ctx.db.organization.update({
      where: { organization_id: w.orgId },
      data: { enterprise_number: null, city: null, bank_account: 'pas un IBAN' },
    });
    const id = await invoiceOf(w);
    const refused = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
    expectFailure(
      refused,
      409,
      'Avant de valider une facture, complétez les informations légales de l’organisation (page Organisation, onglet Informations) : numéro d’entreprise, ville, IBAN valide.',
    );
    const org = await w.api.get('/api/organization/getOrganization');
    expect(org.body.organization.missing_identity).toEqual([
      'numéro d’entreprise',
      'ville',
      'IBAN valide',
    ]);
    await ctx.db.organization.update({
      where: { organization_id: w.orgId },
      data: {
        enterprise_number: '0123456749',
        city: 'Bruxelles',
        bank_account: 'BE68539007547034',
      },
    });
    const res = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
    expect(res.body.invoice.formatted_invoice_id).toMatch(/^FAC-\d{4}-0001$/);
  });

  test('an invoice validated before snapshots existed is frozen at its first download', async () => {
    const w = await workspace();
    const id = await invoiceOf(w);
    // As the migration leaves them: validated, numbered, dated, but no snapshot nor PDF.
    await ctx.db.invoice.update({
      where: { invoice_id: id },
      data: {
        status: 'Validated',
        validated_at: new Date(),
        formatted_invoice_id: 'FAC-2025-0007',
        issue_date: new Date('2025-12-01T00:00:00Z'),
        due_date: new Date('2025-12-31T00:00:00Z'),
      },
    });
    const first = await pdfOf(w, id);
    const [page] = await pdfPages(first);
    expect(page).toContain('FACTURE FAC-2025-0007');
    expect(page).toContain('Date : 01/12/2025');
    // 2025 000007: 2025000007 mod 97 = 71.
    expect(page).toContain('+++202/5000/00771+++');
    await ctx.db.client.update({
      where: { client_id: w.client.client_id },
      data: { client_name: 'Nouveau nom' },
    });
    expect(sha(await pdfOf(w, id))).toBe(sha(first));
  });
});

describe('credit notes', () => {
  test('a partial credit note, then the rest; never more than what is left', async () => {
    const w = await workspace();
    const invoice = await validated(w);
    const lines = (await details(w, invoice.id)).lines as {
      invoice_line_id: number;
      name: string;
    }[];
    const speaker = lines.find((line) => line.name === 'Enceinte')!;

    const partial = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${invoice.id}`)
      .send({
        reason: 'Une enceinte non livrée',
        lines: [{ invoice_line_id: speaker.invoice_line_id, quantity: 1 }],
      });
    expect(partial.status).toBe(201);
    const year = todayIso().slice(0, 4);
    // 40,00 € + 21 % = 48,40 €.
    expect(partial.body).toEqual({
      message: 'Note de crédit créée avec succès',
      credit_note: {
        credit_note_id: expect.any(Number),
        formatted_credit_note_id: `NC-${year}-0001`,
        total_amount: 48.4,
      },
    });

    const tooMuch = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${invoice.id}`)
      .send({ reason: 'Trop', lines: [{ invoice_line_id: speaker.invoice_line_id, quantity: 2 }] });
    // The refusal names the request's lines (its message names the line).
    expectFailure(
      tooMuch,
      409,
      'Impossible de créditer plus que ce qui reste sur la ligne « Enceinte » : 1 au plus.',
      'lines',
    );

    const pdf = await binary(
      w.api.get(
        `/api/invoice/getCreditNotePdf?credit_note_id=${partial.body.credit_note.credit_note_id}`,
      ),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="NOTE-DE-CREDIT-NC-${year}-0001.pdf"`,
    );
    const [page] = await pdfPages(pdf.body as Buffer);
    for (const expected of [
      `NOTE DE CRÉDIT NC-${year}-0001`,
      `Se rapporte à la facture ${invoice.formatted_invoice_id} du`,
      'Motif : Une enceinte non livrée',
      'Enceinte',
      '48,40 €',
    ]) {
      expect(page).toContain(expected);
    }
    expect(page).not.toContain('Livraison');

    // Without lines: whatever is left of the invoice.
    const rest = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${invoice.id}`)
      .send({ reason: 'Annulation' });
    expect(rest.status).toBe(201);
    expect(rest.body.credit_note.total_amount).toBe(112);
    const nothingLeft = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${invoice.id}`)
      .send({ reason: 'Encore' });
    expectFailure(nothingLeft, 409, 'Cette facture est déjà entièrement créditée.');

    const list = await w.api.get('/api/invoice/getInvoiceList');
    expect(list.body.invoices[0]).toMatchObject({
      amount_credited: TOTAL,
      amount_due: 0,
      payment_status: 'paid',
    });
    expect(
      list.body.credit_notes.map((note: { type: string; total_amount: number }) => [
        note.type,
        note.total_amount,
      ]),
    ).toEqual([
      ['Avoir', -112],
      ['Avoir', -48.4],
    ]);
    const after = await details(w, invoice.id);
    expect(
      after.lines.map((line: { credited_quantity: number }) => line.credited_quantity),
    ).toEqual([2, 1]);
  });

  test('in France the credit note is an "Avoir", with the French franchise mention when due', async () => {
    const w = await workspace({ country: 'FR', vatSubject: false });
    const invoice = await validated(w);
    const credit = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${invoice.id}`)
      .send({ reason: 'Annulation' });
    expect(credit.status).toBe(201);
    const pdf = await binary(
      w.api.get(
        `/api/invoice/getCreditNotePdf?credit_note_id=${credit.body.credit_note.credit_note_id}`,
      ),
    );
    const [page] = await pdfPages(pdf.body as Buffer);
    expect(page).toContain(`AVOIR ${credit.body.credit_note.formatted_credit_note_id}`);
    expect(page).toContain('TVA non applicable, art. 293 B du CGI');
    expect(page).toContain('SIREN : 732 829 320');
  });

  test('refusals: a pending invoice, an unknown line, no reason, another organization’s invoice', async () => {
    const w = await workspace();
    const pending = await invoiceOf(w);
    const onPending = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${pending}`)
      .send({ reason: 'x' });
    expect(onPending.status).toBe(409);
    await w.api.get(`/api/invoice/validateInvoice?invoice_id=${pending}`);
    const unknownLine = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${pending}`)
      .send({ reason: 'x', lines: [{ invoice_line_id: 2147483000, quantity: 1 }] });
    expectFailure(unknownLine, 400, 'Cette ligne ne fait pas partie de la facture.', 'lines');
    const noReason = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${pending}`)
      .send({ reason: '  ' });
    expectFailure(noReason, 400, 'Veuillez indiquer le motif de la note de crédit.', 'reason');
    const zero = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${pending}`)
      .send({ reason: 'x', lines: [{ invoice_line_id: 1, quantity: 0 }] });
    expectFailure(
      zero,
      400,
      'Chaque ligne à créditer indique une ligne de la facture (invoice_line_id) et une quantité entière positive.',
      'lines',
    );

    const stranger = await workspace();
    const foreign = await stranger.api
      .post(`/api/invoice/createCreditNote?invoice_id=${pending}`)
      .send({ reason: 'x' });
    expect(foreign.status).toBe(404);
    expect(await ctx.db.creditNote.count({ where: { invoice_id: pending } })).toBe(0);
  });

  test('crediting a sale invoice puts the products back in stock', async () => {
    const w = await workspace();
    const sale = await w.api.post('/api/sale/createSale').send({
      name: 'Vente',
      recorded_date: '2026-05-01',
      client_id: w.client.client_id,
      products: [{ product_id: w.product.product_id, quantity: 4, unit_price: 40 }],
    });
    expect(sale.status).toBe(201);
    const stock = async () =>
      (await ctx.db.product.findUniqueOrThrow({ where: { product_id: w.product.product_id } }))
        .stock;
    expect(await stock()).toBe(6);
    const invoice = await w.api.post(
      `/api/invoice/createInvoice?sale_id=${sale.body.sale.sale_id}`,
    );
    const id = invoice.body.invoice.invoice_id as number;
    await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
    const [line] = (await details(w, id)).lines;
    const credit = await w.api
      .post(`/api/invoice/createCreditNote?invoice_id=${id}`)
      .send({ reason: 'Retour', lines: [{ invoice_line_id: line.invoice_line_id, quantity: 3 }] });
    expect(credit.status).toBe(201);
    expect(await stock()).toBe(9);
  });

  test('credit notes of one organization made at once get consecutive NC numbers', async () => {
    const w = await workspace();
    const invoices = [];
    for (let i = 0; i < 8; i++) {
      const created = await w.api.post(
        `/api/invoice/createInvoice?quote_id=${await oneDayQuote(w)}`,
      );
      await w.api.get(`/api/invoice/validateInvoice?invoice_id=${created.body.invoice.invoice_id}`);
      invoices.push(created.body.invoice.invoice_id as number);
    }
    // The same invoice credited twice at once: one gets it, the other finds nothing left.
    const racing = await Promise.all(
      [invoices[0], invoices[0], ...invoices.slice(1)].map((id) =>
        w.api.post(`/api/invoice/createCreditNote?invoice_id=${id}`).send({ reason: 'Annulée' }),
      ),
    );
    expect(racing.map((res) => res.status).sort()).toEqual([...Array(8).fill(201), 409]);
    const year = todayIso().slice(0, 4);
    expect(
      racing
        .filter((res) => res.status === 201)
        .map((res) => res.body.credit_note.formatted_credit_note_id)
        .sort(),
    ).toEqual(Array.from({ length: 8 }, (_, i) => `NC-${year}-${String(i + 1).padStart(4, '0')}`));
  });
});

describe('payments', () => {
  test('partial payments, never beyond the balance, with an optional Rentrée; a deleted payment takes its Rentrée', async () => {
    const w = await workspace();
    const invoice = await validated(w);
    const pay = (body: Record<string, unknown>) =>
      w.api.post(`/api/invoice/addPayment?invoice_id=${invoice.id}`).send(body);

    const afterFirst = {
      invoice_id: invoice.id,
      amount_paid: 60.4,
      amount_credited: 0,
      amount_refunded: 0,
      amount_due: 100,
      amount_to_refund: 0,
      payment_status: 'partial',
    };
    const first = await pay({ amount: 60.4, paid_at: todayIso(), method: 'Virement' });
    expectAnswer(first, 201, {
      message: 'Paiement enregistré avec succès',
      payment: {
        payment_id: expect.any(Number),
        amount: 60.4,
        paid_at: todayIso(),
        method: 'Virement',
        revenue_id: null,
        bank_line: null,
      },
      invoice: afterFirst,
    });

    const tooMuch = await pay({ amount: 100.01, paid_at: todayIso(), method: 'Cash' });
    expectFailure(
      tooMuch,
      409,
      `Le paiement dépasse le solde dû de la facture (${formatEuros(10000)}).`,
      'amount',
    );

    const second = await pay({
      amount: 100,
      paid_at: todayIso(),
      method: 'Carte bancaire',
      create_revenue: true,
    });
    expect(second.status).toBe(201);
    expect(second.body.invoice).toMatchObject({ amount_due: 0, payment_status: 'paid' });
    const revenueId = second.body.payment.revenue_id as number;
    const revenue = await ctx.db.revenue.findUniqueOrThrow({ where: { revenue_id: revenueId } });
    expect(revenue).toMatchObject({
      product_name: `Paiement de la facture ${invoice.formatted_invoice_id}`,
      unit_price_cents: 10000,
      amount: 1,
      payment_method: 'Carte_bancaire',
    });

    const removed = await w.api.delete(
      `/api/invoice/deletePayment?payment_id=${second.body.payment.payment_id}`,
    );
    expectAnswer(removed, 200, {
      message: 'Paiement supprimé avec succès',
      invoice: afterFirst,
    });
    expect(await ctx.db.revenue.count({ where: { revenue_id: revenueId } })).toBe(0);
    const again = await w.api.delete(
      `/api/invoice/deletePayment?payment_id=${second.body.payment.payment_id}`,
    );
    expect(again.status).toBe(404);

    const read = await details(w, invoice.id);
    expect(read.payments).toEqual([first.body.payment]);
  });

  test('bad input is a 400 naming the field, a pending invoice cannot be paid, and a late one is overdue', async () => {
    const w = await workspace();
    const pending = await invoiceOf(w);
    const pay = (id: number, body: Record<string, unknown>) =>
      w.api.post(`/api/invoice/addPayment?invoice_id=${id}`).send(body);
    const onPending = await pay(pending, { amount: 1, paid_at: todayIso(), method: 'Cash' });
    expect(onPending.status).toBe(409);
    expect(onPending.body.message).toBe(
      'Validez la facture avant d’enregistrer un paiement : une facture provisoire ne se paie pas.',
    );
    await w.api.get(`/api/invoice/validateInvoice?invoice_id=${pending}`);
    await expectMovementRefusals((body) => pay(pending, body), 'paiement', 0);
    expect(await ctx.db.invoicePayment.count({ where: { invoice_id: pending } })).toBe(0);

    await ctx.db.invoice.update({
      where: { invoice_id: pending },
      data: { due_date: new Date('2026-01-01T00:00:00Z') },
    });
    const list = await w.api.get('/api/invoice/getInvoiceList');
    expect(list.body.invoices[0]).toMatchObject({ payment_status: 'overdue', amount_due: TOTAL });
  });
});

describe('legal mentions on every invoice', () => {
  test.each<[string, Options, string[], string[]]>([
    [
      'BE, subject to VAT',
      {},
      ['TVA : BE0123456749', 'TVA 21 %', 'Total TVAC', 'Communication : +++'],
      ['Régime particulier', 'Indemnité forfaitaire'],
    ],
    [
      'BE, small-business franchise',
      { vatSubject: false },
      ['N° d’entreprise : 0123.456.749', 'Régime particulier de franchise des petites entreprises'],
      ['Total TVAC', 'TVA 21 %'],
    ],
    [
      'FR, subject to VAT, business client',
      { country: 'FR' },
      [
        'SIREN : 732 829 320',
        'SIRET : 732 829 320 00074',
        'N° TVA : FR44732829320',
        'Échéance :',
        'Pénalités de retard : taux de refinancement de la BCE majoré de 10 points',
        'Indemnité forfaitaire pour frais de recouvrement : 40 €',
        'Pas d’escompte pour paiement anticipé.',
        'Communication : RF',
        'Belgique',
      ],
      ['TVA non applicable'],
    ],
    [
      'FR, franchise',
      { country: 'FR', vatSubject: false },
      ['TVA non applicable, art. 293 B du CGI', 'SIREN : 732 829 320'],
      ['Total TVAC'],
    ],
    [
      'FR, private client',
      { country: 'FR', clientType: 'person' },
      ['Pénalités de retard', 'Comité des fêtes'],
      ['Indemnité forfaitaire', 'TVA : BE0403170701'],
    ],
  ])('%s', async (_case, options, present, absent) => {
    const w = await workspace(options);
    const invoice = await validated(w);
    const text = (await pdfPages(await pdfOf(w, invoice.id))).join(' ');
    for (const mention of [
      `FACTURE ${invoice.formatted_invoice_id}`,
      'Comité des fêtes',
      'Place communale 1',
      'Enceinte',
      ...present,
    ]) {
      expect(text).toContain(mention);
    }
    for (const mention of absent) expect(text).not.toContain(mention);
  });
});
