// The bank lines' review list (issue #31): a page of one status with the counts of all three,
// each line printable, the invoices a credit to review may pay (equal amount due, the client the
// counterparty names first), the Sortie a debit may become.
import { todayIso } from '@app/shared/dates';
import { MSG_BANK_STATUS_INVALID } from '@app/shared/bank';
import { MSG_PAGE_INVALID } from '@app/shared/paged-list';
import {
  formatStructuredCommunication,
  parseStructuredCommunication,
} from '@app/shared/payment-reference';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import {
  BOOKING_DATE,
  bankLines,
  cents,
  importMovements,
  invoiceDetails,
  lineIds,
  otherClient,
  smallInvoice,
  validatedInvoice,
} from './support/bank-lines.js';
import { signedInMember } from './support/factories.js';
import { invoicedWorkspace } from './support/quoted-workspace.js';

const ctx = useTestContext();

const idsOf = (items: Record<string, unknown>[]) => items.map((item) => item.line_id);

describe('listing the bank lines', () => {
  test('a page of one status with the counts of each, printable references, the invoice a line paid and the Sortie a debit may become', async () => {
    const w = await invoicedWorkspace(ctx);
    const paid = await validatedInvoice(w, w.quoteId);
    const digits = parseStructuredCommunication(
      (await invoiceDetails(w.api, paid.id)).payment_reference as string,
    )!;
    const reference = formatStructuredCommunication(digits);
    await importMovements(w.api, [
      { bank_ref: 'PAID', amount_cents: cents(paid.due), structured: digits, name: 'Comité' },
      { bank_ref: 'RENT', amount_cents: -4_550, name: 'Immo Wavre SA', free: 'Loyer mars' },
      { bank_ref: 'FEES', amount_cents: -1_000, free: 'Frais de tenue de compte' },
      { bank_ref: 'BARE', amount_cents: -300 },
      { bank_ref: 'GIFT', amount_cents: 2_000, free: 'Cotisation' },
      { bank_ref: 'MOVE', amount_cents: 9_000, free: 'Vers le compte épargne' },
    ]);
    const ids = await lineIds(ctx, w.orgId);
    expect((await w.api.put(`/api/bank/lines/ignore?line_id=${ids.MOVE}`).send({})).status).toBe(
      200,
    );

    const first = await bankLines(w.api, 'page=1&page_size=2&sort=amount&order=asc');
    const counts = { unmatched: 4, matched: 1, ignored: 1 };
    expect(first).toMatchObject({ total: 4, page: 1, page_size: 2, counts });
    expect(idsOf(first.items)).toEqual([ids.RENT, ids.FEES]);
    expect(first.items[0]).toEqual({
      line_id: ids.RENT,
      statement_id: expect.any(Number),
      booking_date: BOOKING_DATE,
      value_date: expect.any(String),
      amount: -45.5,
      structured_reference: null,
      free_text: 'Loyer mars',
      counterparty_name: 'Immo Wavre SA',
      counterparty_iban: null,
      status: 'unmatched',
      flag: null,
      invoice: null,
      payment_id: null,
      expense_id: null,
      suggestions: [],
      expense_draft: {
        product_name: 'Immo Wavre SA',
        price: 45.5,
        recorded_date: BOOKING_DATE,
        payment_method: 'Virement',
      },
    });
    // Without a counterparty the communication names the Sortie, without either "Virement".
    expect(first.items[1]!.expense_draft).toMatchObject({
      product_name: 'Frais de tenue de compte',
    });
    const second = await bankLines(w.api, 'page=2&page_size=2&sort=amount&order=asc');
    expect(idsOf(second.items)).toEqual([ids.BARE, ids.GIFT]);
    expect(second.items[0]!.expense_draft).toMatchObject({ product_name: 'Virement', price: 3 });
    expect(second.items[1]).toMatchObject({ expense_draft: null, suggestions: [] });
    expect(second.counts).toEqual(counts);

    const matched = await bankLines(w.api, 'status=matched&page=1');
    expect(matched).toMatchObject({ total: 1, counts });
    expect(matched.items[0]).toMatchObject({
      line_id: ids.PAID,
      status: 'matched',
      structured_reference: reference,
      invoice: {
        invoice_id: paid.id,
        invoice_number: expect.stringMatching(/^FAC-/),
        client_name: 'Comité des fêtes',
      },
      payment_id: expect.any(Number),
      suggestions: [],
      expense_draft: null,
    });
    const ignored = await bankLines(w.api, 'status=ignored&page=1');
    expect(idsOf(ignored.items)).toEqual([ids.MOVE]);
    expect(ignored.items[0]).toMatchObject({ expense_draft: null, suggestions: [] });

    // Searched in the counterparty, the communication and the reference; bounded by date.
    expect(idsOf((await bankLines(w.api, 'page=1&q=loyer')).items)).toEqual([ids.RENT]);
    expect(idsOf((await bankLines(w.api, 'page=1&q=immo')).items)).toEqual([ids.RENT]);
    const byReference = await bankLines(
      w.api,
      `status=matched&page=1&q=${encodeURIComponent(reference)}`,
    );
    expect(idsOf(byReference.items)).toEqual([ids.PAID]);
    expect((await bankLines(w.api, `page=1&from=2026-03-06`)).total).toBe(0);
    expect((await bankLines(w.api, `page=1&until=${BOOKING_DATE}`)).total).toBe(4);

    // Another organization sees none of them.
    const stranger = await signedInMember(ctx);
    expect(await bankLines(stranger.api, 'page=1')).toMatchObject({
      items: [],
      total: 0,
      counts: { unmatched: 0, matched: 0, ignored: 0 },
    });
  });

  test('a credit to review is offered the invoices whose amount due equals it: the client the counterparty names first, then by due date, at most three', async () => {
    const w = await invoicedWorkspace(ctx);
    const dupont = await otherClient(ctx, w, 'Brasserie Dupont', 'BE71 0961 2345 6769');
    const tiers = await otherClient(ctx, w, 'Tiers');
    const comite = await smallInvoice(ctx, w, { dueDate: '2026-08-01' });
    const ofDupont = await smallInvoice(ctx, w, {
      clientId: dupont.client_id,
      dueDate: '2026-07-01',
    });
    const tiers1 = await smallInvoice(ctx, w, { clientId: tiers.client_id, dueDate: '2026-06-01' });
    const tiers2 = await smallInvoice(ctx, w, { clientId: tiers.client_id, dueDate: '2026-09-01' });
    const big = await validatedInvoice(w, w.quoteId);
    // What is still due after a payment is what a line is compared with.
    const partly = await smallInvoice(ctx, w, { clientId: tiers.client_id });
    const byHand = await w.api
      .post(`/api/invoice/addPayment?invoice_id=${partly.id}`)
      .send({ amount: 5, paid_at: todayIso(), method: 'Cash' });
    expect(byHand.status).toBe(201);
    const small = cents(comite.due);
    await importMovements(w.api, [
      { bank_ref: 'NAME', amount_cents: small, name: 'ASBL COMITE DES FETES' },
      { bank_ref: 'IBAN', amount_cents: small, name: 'Paiement', iban: 'BE71096123456769' },
      { bank_ref: 'TWIN', amount_cents: small, name: 'Tiers' },
      { bank_ref: 'OTHR', amount_cents: small, name: 'Brasserie Dupont', iban: 'BE68539007547034' },
      { bank_ref: 'BIG', amount_cents: cents(big.due) },
      { bank_ref: 'REST', amount_cents: small - 500 },
      { bank_ref: 'NONE', amount_cents: 123 },
    ]);
    const ids = await lineIds(ctx, w.orgId);
    const page = await bankLines(w.api, 'page=1&sort=amount');
    const offered = (ref: string) =>
      (
        page.items.find((item) => item.line_id === ids[ref])!.suggestions as {
          invoice_id: number;
          exact: boolean;
        }[]
      ).map(({ invoice_id, exact }) => [invoice_id, exact]);

    // Named by its accents-free, capitalized name within a longer one: the only exact match.
    expect(offered('NAME')).toEqual([
      [comite.id, true],
      [tiers1.id, false],
      [ofDupont.id, false],
    ]);
    // Named by the client's IBAN, spaces aside.
    expect(offered('IBAN')).toEqual([
      [ofDupont.id, true],
      [tiers1.id, false],
      [comite.id, false],
    ]);
    // Two invoices of the client named: the earlier due first, neither exact.
    expect(offered('TWIN')).toEqual([
      [tiers1.id, false],
      [tiers2.id, false],
      [ofDupont.id, false],
    ]);
    // Both have an IBAN and they differ: the name does not make it the client.
    expect(offered('OTHR')).toEqual([
      [tiers1.id, false],
      [ofDupont.id, false],
      [comite.id, false],
    ]);
    expect(offered('BIG')).toEqual([[big.id, false]]);
    expect(offered('REST')).toEqual([[partly.id, false]]);
    expect(offered('NONE')).toEqual([]);
    const named = page.items.find((item) => item.line_id === ids.NAME)!;
    expect((named.suggestions as unknown[])[0]).toEqual({
      invoice_id: comite.id,
      invoice_number: expect.stringMatching(/^FAC-/),
      client_id: w.client.client_id,
      client_name: 'Comité des fêtes',
      amount_due: comite.due,
      due_date: '2026-08-01',
      exact: true,
    });
  });

  test('a wrong status or page is a 400 about its field', async () => {
    const m = await signedInMember(ctx);
    const status = await m.api.get('/api/bank/lines?status=foo&page=1');
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ message: MSG_BANK_STATUS_INVALID, field: 'status' });
    const page = await m.api.get('/api/bank/lines?page=0');
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ message: MSG_PAGE_INVALID, field: 'page' });
  });
});
