// Crediting an amount (issue #30 §4): the amount including VAT is split over the invoice's VAT
// rates in proportion to what each still holds, to the cent, never beyond what is left; the PDF,
// the UBL credit note and the invoice's balance show the resulting lines per rate.
import { formatEuros } from '@app/shared/format';
import {
  creditAmountTooLargeMessage,
  MSG_CREDIT_NOTE_AMOUNT_INVALID,
  MSG_CREDIT_NOTE_LINES_OR_AMOUNT,
  MSG_CREDIT_NOTE_NOTHING_LEFT,
} from '@app/shared/invoices';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import { signedInMember } from './support/factories.js';
import { binary, expectFailure } from './support/http.js';
import { pdfPages } from './support/pdf-text.js';
import { invoicedWorkspace } from './support/quoted-workspace.js';

const ctx = useTestContext();

type Workspace = Awaited<ReturnType<typeof invoicedWorkspace>>;

/** The workspace's invoice, validated: 96,80 € at 21 % and 63,60 € at 6 %, 160,40 € in all. */
async function validatedInvoice(w: Workspace) {
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
  const id = created.body.invoice.invoice_id as number;
  expect((await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`)).status).toBe(200);
  return id;
}

const credit = (w: Workspace, id: number, body: object) =>
  w.api.post(`/api/invoice/createCreditNote?invoice_id=${id}`).send(body);

const snapshotOf = async (creditNoteId: number) =>
  (
    await ctx.db.creditNote.findUniqueOrThrow({
      where: { credit_note_id: creditNoteId },
      select: { snapshot: true },
    })
  ).snapshot as {
    lines: { name: string; quantity: number; net_cents: number; vat_rate: number }[];
    vat_lines: { rate: number; base_cents: number; vat_cents: number }[];
    totals: { excl_vat_cents: number; vat_cents: number; incl_vat_cents: number };
  };

describe('crediting an amount', () => {
  test('100 € split over 21 % and 6 % adds up to the cent; PDF, UBL and balance show one line per rate', async () => {
    const w = await invoicedWorkspace(ctx);
    const id = await validatedInvoice(w);
    const res = await credit(w, id, { reason: 'Geste commercial', amount: 100 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.credit_note.total_amount).toBe(100);
    const creditNoteId = res.body.credit_note.credit_note_id as number;

    // 100 € × 96,80 / 160,40 = 60,349… and × 63,60 / 160,40 = 39,650…: the largest remainder
    // gives the cent to 21 %. Each part keeps its rate's base / VAT proportion.
    const snapshot = await snapshotOf(creditNoteId);
    expect(snapshot.vat_lines).toEqual([
      { rate: 6, base_cents: 3741, vat_cents: 224 },
      { rate: 21, base_cents: 4988, vat_cents: 1047 },
    ]);
    expect(snapshot.totals).toEqual({
      excl_vat_cents: 8729,
      vat_cents: 1271,
      incl_vat_cents: 10000,
    });
    expect(
      snapshot.lines.map(({ name, quantity, net_cents, vat_rate }) => [
        name,
        quantity,
        net_cents,
        vat_rate,
      ]),
    ).toEqual([
      [
        expect.stringMatching(/^Montant crédité sur la facture FAC-\d{4}-0001 \(TVA 6\s%\)$/),
        1,
        3741,
        6,
      ],
      [
        expect.stringMatching(/^Montant crédité sur la facture FAC-\d{4}-0001 \(TVA 21\s%\)$/),
        1,
        4988,
        21,
      ],
    ]);

    const details = (await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`)).body
      .invoice;
    expect(details.amount_credited).toBe(100);
    expect(details.amount_due).toBe(60.4);
    // No units came back: the lines can still be credited by quantity.
    expect(
      details.lines.map((line: { credited_quantity: number }) => line.credited_quantity),
    ).toEqual([0, 0]);

    const pdf = await binary(
      w.api.get(`/api/invoice/getCreditNotePdf?credit_note_id=${creditNoteId}`),
    );
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(pdf.body as Buffer)).join(' ');
    expect(text).toContain('Montant crédité sur la facture');
    expect(text).toContain(formatEuros(10000).replace(/\s/g, ' '));

    const ubl = await w.api.get(`/api/invoice/getCreditNoteUbl?credit_note_id=${creditNoteId}`);
    expect(ubl.status).toBe(200);
    expect(ubl.text.match(/<cac:CreditNoteLine>/g)).toHaveLength(2);
    expect(ubl.text).toContain('<cbc:PayableAmount currencyID="EUR">100.00</cbc:PayableAmount>');
    expect(ubl.text).toContain('<cbc:TaxableAmount currencyID="EUR">49.88</cbc:TaxableAmount>');
  });

  test('more than what is left is a 400 about amount; the rest credits exactly what is left; then nothing is left', async () => {
    const w = await invoicedWorkspace(ctx);
    const id = await validatedInvoice(w);
    expect((await credit(w, id, { reason: 'Geste', amount: 100 })).status).toBe(201);
    expectFailure(
      await credit(w, id, { reason: 'Trop', amount: 60.41 }),
      400,
      creditAmountTooLargeMessage(formatEuros(6040)),
      'amount',
    );
    // Units priced from the invoice would now go beyond what 21 % still holds (36,45 €).
    const details = (await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`)).body
      .invoice;
    const speaker = details.lines[0].invoice_line_id as number;
    expectFailure(
      await credit(w, id, {
        reason: 'Un baffle',
        lines: [{ invoice_line_id: speaker, quantity: 1 }],
      }),
      409,
      creditAmountTooLargeMessage(formatEuros(6040)),
      'lines',
    );
    expect(await ctx.db.creditNote.count({ where: { invoice_id: id } })).toBe(1);

    // Without lines nor amount, "everything left" is the amount left, per rate.
    const rest = await credit(w, id, { reason: 'Annulation' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.credit_note.total_amount).toBe(60.4);
    const snapshot = await snapshotOf(rest.body.credit_note.credit_note_id as number);
    expect(snapshot.vat_lines).toEqual([
      { rate: 6, base_cents: 6000 - 3741, vat_cents: 360 - 224 },
      { rate: 21, base_cents: 8000 - 4988, vat_cents: 1680 - 1047 },
    ]);
    expectFailure(
      await credit(w, id, { reason: 'Encore', amount: 0.01 }),
      409,
      MSG_CREDIT_NOTE_NOTHING_LEFT,
    );
    const after = (await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`)).body.invoice;
    expect([after.amount_credited, after.amount_due]).toEqual([160.4, 0]);
  });

  test('after units were credited, an amount splits what is left of each rate', async () => {
    const w = await invoicedWorkspace(ctx);
    const id = await validatedInvoice(w);
    const details = (await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`)).body
      .invoice;
    const speaker = details.lines[0].invoice_line_id as number;
    const unit = await credit(w, id, {
      reason: 'Un baffle',
      lines: [{ invoice_line_id: speaker, quantity: 1 }],
    });
    expect(unit.body.credit_note.total_amount).toBe(48.4);
    expectFailure(
      await credit(w, id, { reason: 'Trop', amount: 112.01 }),
      400,
      creditAmountTooLargeMessage(formatEuros(11200)),
      'amount',
    );
    const rest = await credit(w, id, { reason: 'Le reste', amount: 112 });
    expect(rest.status).toBe(201);
    const snapshot = await snapshotOf(rest.body.credit_note.credit_note_id as number);
    expect(snapshot.vat_lines).toEqual([
      { rate: 6, base_cents: 6000, vat_cents: 360 },
      { rate: 21, base_cents: 4000, vat_cents: 840 },
    ]);
  });

  test('lines and amount at once, or a malformed amount, are a 400 about amount; nothing is written', async () => {
    const w = await invoicedWorkspace(ctx);
    const id = await validatedInvoice(w);
    const details = (await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${id}`)).body
      .invoice;
    const lines = [{ invoice_line_id: details.lines[0].invoice_line_id as number, quantity: 1 }];
    expectFailure(
      await credit(w, id, { reason: 'Les deux', lines, amount: 10 }),
      400,
      MSG_CREDIT_NOTE_LINES_OR_AMOUNT,
      'amount',
    );
    for (const amount of [0, -5, 1.234, 'dix', 10_000_000, true, { euros: 5 }, [5]]) {
      expectFailure(
        await credit(w, id, { reason: 'Mal formé', amount }),
        400,
        MSG_CREDIT_NOTE_AMOUNT_INVALID,
        'amount',
      );
    }
    expect(await ctx.db.creditNote.count({ where: { invoice_id: id } })).toBe(0);
  });

  test('another organization’s invoice is 404, as a missing one', async () => {
    const w = await invoicedWorkspace(ctx);
    const id = await validatedInvoice(w);
    const other = await signedInMember(ctx);
    for (const target of [id, 2_147_483_000]) {
      expectFailure(
        await other.api
          .post(`/api/invoice/createCreditNote?invoice_id=${target}`)
          .send({ reason: 'Intrus', amount: 10 }),
        404,
        'Facture introuvable.',
      );
    }
    expect(await ctx.db.creditNote.count({ where: { invoice_id: id } })).toBe(0);
  });
});
