// A reminder's PDF and a client's statement of account (issue #32): what the client reads, the
// EPC QR code of the amount due, the Belgian consumer's free first reminder, each organization
// its own, and the roles.
import { MSG_CLIENT_NOT_FOUND } from '@app/shared/clients';
import { addDaysIso, todayIso } from '@app/shared/dates';
import { epcQrPayload } from '@app/shared/epc-qr';
import { MSG_REMINDER_NOT_FOUND } from '@app/shared/reminders';
import jsQR from 'jsqr';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, test } from 'vitest';
import { toDbDate } from '../src/db/values.js';
import { useTestContext } from './support/app.js';
import { createUser } from './support/factories.js';
import { binary, expectForeignLikeMissing, withSession } from './support/http.js';
import { pdfPages } from './support/pdf-text.js';
import { FRENCH_ORGANIZATION, invoicedWorkspace, oneDayQuote } from './support/quoted-workspace.js';
import { signIn } from './support/session.js';

const ctx = useTestContext();

type Workspace = Awaited<ReturnType<typeof invoicedWorkspace>>;

/** dd/MM/yyyy, as the PDFs print dates. */
const fr = (iso: string) => iso.split('-').reverse().join('/');
/** The narrow no-break space of French amounts, as the PDF's text gives it back. */
const eur = (amount: string) => `${amount} €`;
const text = async (bytes: Buffer) =>
  (await pdfPages(bytes)).join(' ').replace(/[\u202f\u00a0]/g, ' ');

async function validatedInvoice(w: Pick<Workspace, 'api'>, quoteId: number) {
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${quoteId}`);
  const id = created.body.invoice.invoice_id as number;
  const res = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${id}`);
  expect(res.status).toBe(200);
  return { id, number: res.body.invoice.formatted_invoice_id as string };
}

/**
 * 160,40 € invoiced, 10,00 € paid, one speaker (48,40 €) credited: 102,00 € due. The credit
 * note's number is returned for the texts.
 */
async function partlySettled(w: Workspace) {
  const invoice = await validatedInvoice(w, w.quoteId);
  const paid = await w.api
    .post(`/api/invoice/addPayment?invoice_id=${invoice.id}`)
    .send({ amount: 10, paid_at: todayIso(), method: 'Virement' });
  expect(paid.status).toBe(201);
  const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${invoice.id}`);
  const speaker = details.body.invoice.lines[0];
  const credit = await w.api.post(`/api/invoice/createCreditNote?invoice_id=${invoice.id}`).send({
    reason: 'Un baffle rendu',
    lines: [{ invoice_line_id: speaker.invoice_line_id, quantity: 1 }],
  });
  expect(credit.status).toBe(201);
  const note = await ctx.db.creditNote.findFirstOrThrow({ where: { invoice_id: invoice.id } });
  return { ...invoice, creditNote: note.formatted_credit_note_id };
}

type ReminderFields = {
  level?: number;
  title?: string;
  channel?: 'email' | 'post';
  sent_on?: string;
  reminder_fees_cents?: number;
  lump_sum_cents?: number;
  interest_cents?: number;
  interest_from?: string;
  interest_days?: number;
};

/** A reminder of 102,00 € as the sending would store it. */
function remind(w: Workspace, invoiceId: number, fields: ReminderFields = {}) {
  const { sent_on: sentOn, interest_from: interestFrom, ...rest } = fields;
  return ctx.db.invoiceReminder.create({
    data: {
      organization_id: w.orgId,
      invoice_id: invoiceId,
      level: 1,
      title: 'Rappel de paiement',
      body: 'Sauf erreur de notre part, la facture reste impayée. Texte-du-rappel.',
      channel: 'email',
      recipient: 'client@exemple.be',
      sent_on: toDbDate(sentOn ?? todayIso()),
      amount_due_cents: 10_200,
      ...(interestFrom ? { interest_from: toDbDate(interestFrom) } : {}),
      ...rest,
    },
  });
}

const download = async (w: Pick<Workspace, 'api'>, path: string) => {
  const res = await binary(w.api.get(path));
  expect(res.status, String(res.body)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return { bytes: res.body as Buffer, disposition: res.headers['content-disposition'] };
};
const reminderPdf = (w: Pick<Workspace, 'api'>, id: number) =>
  download(w, `/api/invoice/getReminderPdf?reminder_id=${id}`);
const statementPdf = (w: Pick<Workspace, 'api'>, id: number) =>
  download(w, `/api/clients/getStatementPdf?client_id=${id}`);

/** The payload of the one QR code drawn in the PDF, decoded from its image. */
async function qrPayloadOf(bytes: Buffer): Promise<string | null> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  try {
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const operators = await page.getOperatorList();
      const index = operators.fnArray.indexOf(OPS.paintImageXObject);
      if (index < 0) continue;
      const name = operators.argsArray[index][0] as string;
      const image = (await new Promise((resolve) => page.objs.get(name, resolve))) as {
        width: number;
        height: number;
        data: Uint8ClampedArray;
      };
      const pixels = image.width * image.height;
      const channels = image.data.length / pixels;
      const rgba = new Uint8ClampedArray(pixels * 4);
      for (let pixel = 0; pixel < pixels; pixel++) {
        for (let c = 0; c < 3; c++) {
          rgba[pixel * 4 + c] = image.data[pixel * channels + (channels >= 3 ? c : 0)]!;
        }
        rgba[pixel * 4 + 3] = 255;
      }
      return jsQR(rgba, image.width, image.height)?.data ?? null;
    }
    return null;
  } finally {
    await document.destroy();
  }
}

const belgian = (clientType: 'company' | 'person' = 'company') =>
  invoicedWorkspace(ctx, { organizationName: 'Les Amis du Son ASBL', clientType });

describe('GET /api/invoice/getReminderPdf', () => {
  test('the letter: title, date, text, the invoice with what was paid and credited up to the reminder, the amount due, how to pay and its QR code', async () => {
    const w = await belgian();
    const invoice = await partlySettled(w);
    const reminder = await remind(w, invoice.id);
    // Recorded after the reminder: not on it.
    await w.api
      .post(`/api/invoice/addPayment?invoice_id=${invoice.id}`)
      .send({ amount: 3.33, paid_at: todayIso(), method: 'Virement' });
    const { bytes, disposition } = await reminderPdf(w, reminder.reminder_id);
    expect(disposition).toBe(`attachment; filename="Relance-1-${invoice.number}.pdf"`);
    const page = await text(bytes);
    const row = await ctx.db.invoice.findUniqueOrThrow({ where: { invoice_id: invoice.id } });
    for (const expected of [
      'Les Amis du Son ASBL',
      'TVA : BE0123456749',
      'Comité des fêtes',
      'Place communale 1',
      'Rappel de paiement',
      `Date : ${fr(todayIso())}`,
      'Texte-du-rappel.',
      `Facture ${invoice.number} ${fr(todayIso())} ${eur('160,40')}`,
      `Échéance ${fr(addDaysIso(todayIso(), 30))}`,
      `Paiement reçu ${fr(todayIso())} − ${eur('10,00')}`,
      `Note de crédit ${invoice.creditNote} ${fr(todayIso())} − ${eur('48,40')}`,
      `Montant restant dû ${eur('102,00')}`,
      'Payer par virement',
      `Montant : ${eur('102,00')}`,
      'IBAN : BE68 5390 0754 7034',
      `Communication : ${row.payment_reference}`,
      `Relance 1 — ${invoice.number} — Page 1 / 1`,
    ]) {
      expect(page).toContain(expected);
    }
    for (const absent of ['3,33', 'Frais de rappel', 'Total réclamé', 'Premier rappel gratuit']) {
      expect(page).not.toContain(absent);
    }
    // The invoice's amount due, its account and its reference: what the invoice's own QR holds.
    expect(await qrPayloadOf(bytes)).toBe(
      epcQrPayload({
        name: 'Les Amis du Son ASBL',
        iban: 'BE68539007547034',
        amountCents: 10_200,
        reference: row.payment_reference,
      }),
    );
    expect(await qrPayloadOf(bytes)).toContain('\nEUR102.00\n');
  });

  test('the fees claimed, the interest period and the total; the QR code still asks for the amount due', async () => {
    const w = await belgian('person');
    const invoice = await partlySettled(w);
    const reminder = await remind(w, invoice.id, {
      level: 2,
      title: 'Deuxième rappel',
      reminder_fees_cents: 750,
      lump_sum_cents: 2_000,
      interest_cents: 123,
      interest_from: '2026-06-02',
      interest_days: 29,
    });
    const { bytes } = await reminderPdf(w, reminder.reminder_id);
    const page = await text(bytes);
    for (const expected of [
      'Deuxième rappel',
      `Frais de rappel ${eur('7,50')}`,
      `Indemnité forfaitaire ${eur('20,00')}`,
      `Intérêts de retard du 02/06/2026 au 30/06/2026 (29 jours) ${eur('1,23')}`,
      `Montant restant dû ${eur('102,00')}`,
      `Total réclamé ${eur('130,73')}`,
      `ajoutez-y les frais réclamés (${eur('28,73')}) pour payer le total de ${eur('130,73')}`,
    ]) {
      expect(page).toContain(expected);
    }
    // Not the first reminder: no mention of the free one.
    expect(page).not.toContain('Premier rappel gratuit');
    expect(await qrPayloadOf(bytes)).toContain('\nEUR102.00\n');
  });

  test('a Belgian consumer’s first reminder is said free, with the 14 days and what comes after them', async () => {
    const w = await belgian('person');
    const invoice = await partlySettled(w);
    const byMail = await remind(w, invoice.id, { sent_on: '2026-06-01' });
    const page = await text((await reminderPdf(w, byMail.reminder_id)).bytes);
    for (const expected of [
      'Premier rappel gratuit (Code de droit économique, art. XIX.2)',
      `Ce premier rappel est gratuit. Le montant restant dû est de ${eur('102,00')}.`,
      // E-mailed on Monday 1 June 2026: the 14 days run from 2 to 15 June.
      'Vous disposez d’un délai de 14 jours calendrier pour le payer, soit jusqu’au 15/06/2026 inclus',
      'le lendemain de l’envoi de ce rappel par e-mail',
      'nous ne vous réclamerons ni frais, ni indemnité, ni intérêts de retard.',
    ]) {
      expect(page).toContain(expected);
    }

    // What the organization claims is announced: the damages at the cap on 102,00 € (20 €).
    const saved = await w.api.put('/api/organization/reminderSettings').send({
      auto_send: false,
      levels: [{ days: 7, title: 'Rappel', text: 'Payez.', formal_notice: false }],
      claims: { interest: true, interest_rate: 12.5, lump_sum: true, reminder_fee: 7.5 },
    });
    expect(saved.status).toBe(200);
    await ctx.db.invoiceReminder.update({
      where: { reminder_id: byMail.reminder_id },
      data: { channel: 'post' },
    });
    const posted = await text((await reminderPdf(w, byMail.reminder_id)).bytes);
    // Posted on Monday 1 June: the third working day after is Thursday 4 June, to 17 June.
    expect(posted).toContain('soit jusqu’au 17/06/2026 inclus');
    expect(posted).toContain('le troisième jour ouvrable après l’envoi de ce rappel par la poste');
    expect(posted).toContain(
      `nous pourrons vous réclamer : une indemnité forfaitaire de ${eur('20,00')} ; des frais de ${eur('7,50')} par rappel suivant ; des intérêts de retard au taux annuel de 12,5 % sur le montant restant dû, à partir du 18/06/2026.`,
    );
  });

  test('a company’s first reminder, or a French consumer’s, carries no such mention', async () => {
    const company = await belgian('company');
    const french = await invoicedWorkspace(ctx, {
      organization: { ...FRENCH_ORGANIZATION, vat_number: 'FR44732829320' },
      clientType: 'person',
    });
    for (const w of [company, french]) {
      const invoice = await partlySettled(w);
      const reminder = await remind(w, invoice.id);
      const page = await text((await reminderPdf(w, reminder.reminder_id)).bytes);
      expect(page).toContain(`Montant restant dû ${eur('102,00')}`);
      expect(page).not.toContain('Premier rappel gratuit');
    }
  });

  test('another organization’s reminder is as unknown as a missing one; a viewer may download', async () => {
    const w = await belgian();
    const invoice = await partlySettled(w);
    const reminder = await remind(w, invoice.id);
    const other = await invoicedWorkspace(ctx, { organizationName: 'Autre ASBL' });
    await expectForeignLikeMissing(reminder.reminder_id, MSG_REMINDER_NOT_FOUND, [
      (id) => other.api.get(`/api/invoice/getReminderPdf?reminder_id=${id}`),
    ]);
    const viewer = await createUser(ctx.db, { organization_id: w.orgId, role: 'viewer' });
    const api = withSession(ctx.app, await signIn(ctx.app, viewer));
    expect(await text((await reminderPdf({ api }, reminder.reminder_id)).bytes)).toContain(
      'Texte-du-rappel.',
    );
  });
});

describe('GET /api/clients/getStatementPdf', () => {
  test('the open invoices with what was paid and credited, their movements, the balance and its overdue part', async () => {
    const w = await belgian();
    const open = await partlySettled(w);
    // Overdue since yesterday.
    await ctx.db.invoice.update({
      where: { invoice_id: open.id },
      data: { due_date: toDbDate(addDaysIso(todayIso(), -1)) },
    });
    // Paid in full: not on the statement.
    const settled = await validatedInvoice(w, await oneDayQuote(w));
    const pay = await w.api
      .post(`/api/invoice/addPayment?invoice_id=${settled.id}`)
      .send({ amount: 10, paid_at: todayIso(), method: 'Virement' });
    expect(pay.status).toBe(201);
    // Due later: open, not overdue.
    const later = await validatedInvoice(w, await oneDayQuote(w));
    const row = await ctx.db.invoice.findUniqueOrThrow({ where: { invoice_id: later.id } });

    const { bytes, disposition } = await statementPdf(w, w.client.client_id);
    expect(disposition).toBe(
      `attachment; filename="Releve-de-compte-${w.client.client_id}-${todayIso()}.pdf"`,
    );
    const page = await text(bytes);
    const today = fr(todayIso());
    for (const expected of [
      'Relevé de compte',
      `Date : ${today}`,
      'Comité des fêtes',
      `${open.number} ${today} ${fr(addDaysIso(todayIso(), -1))} ${eur('160,40')} ${eur('10,00')} ${eur('48,40')} ${eur('102,00')} en retard`,
      `${later.number} ${today} ${fr(addDaysIso(todayIso(), 30))} ${eur('10,00')} ${eur('0,00')} ${eur('0,00')} ${eur('10,00')}`,
      `Paiement reçu ${open.number} ${today} − ${eur('10,00')}`,
      `Note de crédit ${open.creditNote} ${open.number} ${today} − ${eur('48,40')}`,
      `Solde dû ${eur('112,00')}`,
      `Dont en retard ${eur('102,00')}`,
      'IBAN : BE68 5390 0754 7034',
      `${later.number} : ${eur('10,00')}, communication ${row.payment_reference}`,
    ]) {
      expect(page).toContain(expected);
    }
    expect(page).not.toContain(settled.number);
  });

  test('a client without open invoices reads a settled account; another organization’s client is unknown; a viewer may download', async () => {
    const w = await belgian();
    const page = await text((await statementPdf(w, w.client.client_id)).bytes);
    expect(page).toContain('Aucune facture ouverte : votre compte est soldé.');
    expect(page).not.toContain('Payer par virement');
    const other = await invoicedWorkspace(ctx, { organizationName: 'Autre ASBL' });
    await expectForeignLikeMissing(w.client.client_id, MSG_CLIENT_NOT_FOUND, [
      (id) => other.api.get(`/api/clients/getStatementPdf?client_id=${id}`),
    ]);
    const viewer = await createUser(ctx.db, { organization_id: w.orgId, role: 'viewer' });
    const api = withSession(ctx.app, await signIn(ctx.app, viewer));
    expect(await text((await statementPdf({ api }, w.client.client_id)).bytes)).toContain(
      'Relevé de compte',
    );
  });
});
