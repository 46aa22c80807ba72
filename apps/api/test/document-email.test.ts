// Documents by email: what a client of the API and the recipient see. The mail goes
// through a real SMTP server on loopback; its attachments are the bytes the download routes serve.
import PostalMime, { type Email } from 'postal-mime';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestContext, type TestContext } from './support/app.js';
import { binary, type SessionAgent, expectFailure, expectAnswer } from './support/http.js';
import { startSmtpCapture, type SmtpCapture } from './support/smtp-capture.js';
import { einvoiceWorkspace } from './einvoice/workspace.js';

const SHAPE = { products: 2, services: 1, rates: [21, 6], discount: 5 };
const CLIENT_EMAIL = 'compta@client.example.be';
const MISSING = 2_147_483_000;

let ctx: TestContext;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture({ refuse: (address) => address.endsWith('@refuse.example.be') });
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Gestion <no-reply@exemple.be>',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

let unique = 0;
const recipient = () => `destinataire-${++unique}@exemple.be`;

/** An organization with a validated invoice, a credit note of it and a quote; the client has an email. */
async function workspace() {
  const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
  await ctx.db.client.updateMany({
    where: { organization_id: w.orgId },
    data: { client_email: CLIENT_EMAIL },
  });
  const invoice = await w.validatedInvoice(SHAPE);
  const creditNote = await w.partialCreditNote(invoice.id);
  const quoteId = (await w.api.get('/api/quote/getQuoteList')).body.quotes[0].quote_id as number;
  return { ...w, invoice, creditNote, quoteId };
}

/** The mail `to` received (its `count`-th), parsed as a mail client reads it. */
async function received(to: string, count = 1): Promise<Email> {
  const mail = await smtp.waitForMail(to, count);
  return PostalMime.parse(mail.raw, { attachmentEncoding: 'arraybuffer' });
}

const bytesOf = (content: ArrayBuffer | Uint8Array | string) =>
  typeof content === 'string' ? Buffer.from(content) : Buffer.from(new Uint8Array(content));

const download = async (api: SessionAgent, path: string) =>
  (await binary(api.get(path))).body as Buffer;

/** A rendered PDF without what pdfkit stamps at each rendering (its date and the ID made of it). */
const withoutRenderingStamp = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:stamp)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID [stamp]');

describe('a quote by email', () => {
  test('the draft is prefilled in French with the client’s email, the number and the amount', async () => {
    const w = await workspace();
    const details = await w.api.get(`/api/quote/getQuoteDetails?quote_id=${w.quoteId}`);
    const number = details.body.quote.formatted_quote_id as string;
    const res = await w.api.get(`/api/quote/getQuoteEmailDraft?quote_id=${w.quoteId}`);
    expect(res.status).toBe(200);
    const organization = await ctx.db.organization.findUniqueOrThrow({
      where: { organization_id: w.orgId },
    });
    expect(res.body).toMatchObject({
      to: CLIENT_EMAIL,
      subject: `Devis ${number} – ${organization.organization_name}`,
      attachments: [`DEVIS_${number}.pdf`],
      smtp_configured: true,
      last_sent_at: null,
      last_sent_to: null,
    });
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(
      details.body.quote.total_price,
    );
    expect(res.body.message).toContain(
      `Veuillez trouver ci-joint notre devis ${number} d'un montant de ${amount}.`,
    );
    expect(res.body.message).toMatch(
      new RegExp(`Cordialement,\\n${organization.organization_name}$`),
    );
  });

  test('sends the PDF getQuotePdf serves, records when and to whom, and the lists show it', async () => {
    const w = await workspace();
    const to = recipient();
    const message = 'Bonjour,\n\nVoici notre devis.\n\nÀ bientôt,\nL’équipe';
    const res = await w.api
      .post('/api/quote/sendQuoteEmail')
      .send({ quote_id: w.quoteId, to, subject: 'Votre devis – été 2026', message });
    expectAnswer(res, 200, {
      message: `Devis envoyé à ${to}`,
      last_sent_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      last_sent_to: to,
    });

    const mail = await received(to);
    expect(mail.to).toEqual([{ address: to, name: '' }]);
    // From the app's address under the organization's name; no Reply-To for an unverified
    // member (document-email-relay.test.ts).
    expect(mail.from).toEqual({ address: 'no-reply@exemple.be', name: 'Les Amis du Son BE VAT' });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe('Votre devis – été 2026');
    expect(mail.text?.trimEnd()).toBe(message);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    const served = await download(w.api, `/api/quote/getQuotePdf?quote_id=${w.quoteId}`);
    const details = await w.api.get(`/api/quote/getQuoteDetails?quote_id=${w.quoteId}`);
    expect(pdf!.filename).toBe(`DEVIS_${details.body.quote.formatted_quote_id}.pdf`);
    expect(pdf!.mimeType).toBe('application/pdf');
    expect(withoutRenderingStamp(bytesOf(pdf!.content))).toBe(withoutRenderingStamp(served));

    const list = await w.api.get('/api/quote/getQuoteList');
    const item = list.body.quotes.find((q: { quote_id: number }) => q.quote_id === w.quoteId);
    expect(item.last_sent_at).toBe(res.body.last_sent_at);
    const page = await w.api.get('/api/quote/getQuoteList?page=1');
    expect(page.body.items[0].last_sent_at).toBe(res.body.last_sent_at);
    const draft = await w.api.get(`/api/quote/getQuoteEmailDraft?quote_id=${w.quoteId}`);
    expect(draft.body).toMatchObject({ last_sent_at: res.body.last_sent_at, last_sent_to: to });
  });

  test('a line break in the subject adds no header nor recipient', async () => {
    const w = await workspace();
    const to = recipient();
    const res = await w.api.post('/api/quote/sendQuoteEmail').send({
      quote_id: w.quoteId,
      to,
      subject: 'Devis\r\nBcc: pirate@exemple.be\r\nX-Injected: oui',
      message: 'Bonjour',
    });
    expect(res.status).toBe(200);
    const raw = (await smtp.waitForMail(to, 1)).raw;
    const mail = await received(to);
    expect(smtp.mails.at(-1)!.to).toEqual([to]);
    expect(smtp.mailsTo('pirate@exemple.be')).toEqual([]);
    expect(mail.subject).toBe('Devis Bcc: pirate@exemple.be X-Injected: oui');
    expect(mail.headers.map((header) => header.key)).not.toContain('x-injected');
    expect(mail.bcc).toBeUndefined();
    expect(raw).not.toMatch(/^Bcc:/im);
  });

  test.each([
    [{ to: 'pas-une-adresse' }, "L'adresse e-mail du destinataire n'est pas valide.", 'to'],
    [
      { to: 'a@exemple.be, b@exemple.be' },
      'Un seul destinataire par envoi : envoyez le document séparément à chaque adresse.',
      'to',
    ],
    [
      { to: 'a@exemple.be\r\nBcc: b@exemple.be' },
      "L'adresse e-mail du destinataire n'est pas valide.",
      'to',
    ],
    [{ to: '' }, "Veuillez saisir l'adresse e-mail du destinataire.", 'to'],
    [{ subject: '  ' }, "Veuillez saisir l'objet de l'e-mail.", 'subject'],
    [{ subject: 'x'.repeat(201) }, "L'objet ne peut dépasser 200 caractères.", 'subject'],
    [{ message: undefined }, 'Veuillez saisir le message.', 'message'],
    [{ message: 'x'.repeat(10_001) }, 'Le message ne peut dépasser 10 000 caractères.', 'message'],
    [{ quote_id: 'abc' }, 'ID du devis non spécifié.', 'quote_id'],
  ])(
    'refuses %j: 400 with a French message naming its field, nothing sent nor recorded',
    async (change, message, field) => {
      const w = await workspace();
      const before = smtp.mails.length;
      const res = await w.api.post('/api/quote/sendQuoteEmail').send({
        quote_id: w.quoteId,
        to: recipient(),
        subject: 'Devis',
        message: 'Bonjour',
        ...change,
      });
      expectFailure(res, 400, message, field);
      expect(smtp.mails.length).toBe(before);
      const quote = await ctx.db.quote.findUniqueOrThrow({ where: { quote_id: w.quoteId } });
      expect(quote.last_sent_at).toBeNull();
    },
  );
});

describe('an invoice and a credit note by email', () => {
  test('the invoice’s draft names its amount, due date and payment reference', async () => {
    const w = await workspace();
    const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${w.invoice.id}`);
    const { due_date: due, payment_reference: reference } = details.body.invoice;
    const res = await w.api.get(`/api/invoice/getInvoiceEmailDraft?invoice_id=${w.invoice.id}`);
    expect(res.status).toBe(200);
    const [year, month, day] = (due as string).split('-');
    expect(res.body.to).toBe(CLIENT_EMAIL);
    expect(res.body.subject).toMatch(new RegExp(`^Facture ${w.invoice.number} – Les Amis du Son`));
    expect(res.body.message).toContain(
      `à régler au plus tard le ${day}/${month}/${year} avec la communication ${reference}.`,
    );
    expect(res.body.message).toContain(
      'La facture électronique (UBL Peppol) est également jointe.',
    );
    expect(res.body.attachments).toEqual([
      `FACTURE-${w.invoice.number}.pdf`,
      `FACTURE-${w.invoice.number}.xml`,
    ]);
  });

  test('a partly paid and credited invoice’s draft states what is still due; once settled, nothing to pay', async () => {
    const w = await workspace();
    const euros = (amount: number) =>
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
    const pay = (amount: number) =>
      w.api
        .post(`/api/invoice/addPayment?invoice_id=${w.invoice.id}`)
        .send({ amount, paid_at: '2026-03-01', method: 'Virement' });
    expect((await pay(10)).status).toBe(201);
    const details = await w.api.get(`/api/invoice/getInvoiceDetails?invoice_id=${w.invoice.id}`);
    const { total_amount: total, amount_due: due } = details.body.invoice;
    expect(due).toBeLessThan(total - 10);
    const draft = () => w.api.get(`/api/invoice/getInvoiceEmailDraft?invoice_id=${w.invoice.id}`);
    const partly = await draft();
    expect(partly.body.message).toContain(
      `notre facture ${w.invoice.number} d'un montant de ${euros(total)}. Le montant restant dû est de ${euros(due)}, à régler au plus tard le `,
    );

    expect((await pay(due)).status).toBe(201);
    const settled = await draft();
    expect(settled.body.message).toContain(
      `notre facture ${w.invoice.number} d'un montant de ${euros(total)}. Elle est entièrement réglée.`,
    );
    expect(settled.body.message).not.toContain('à régler');
  });

  test('a validated invoice goes with its frozen PDF and its Peppol UBL, byte for byte', async () => {
    const w = await workspace();
    const to = recipient();
    const res = await w.api.post('/api/invoice/sendInvoiceEmail').send({
      invoice_id: w.invoice.id,
      to,
      subject: `Facture ${w.invoice.number}`,
      message: 'Bonjour,\nVoici la facture.',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Facture envoyée à ${to}`);
    const mail = await received(to);
    expect(mail.subject).toBe(`Facture ${w.invoice.number}`);
    const [pdf, xml] = mail.attachments;
    expect(pdf!.filename).toBe(`FACTURE-${w.invoice.number}.pdf`);
    expect(xml!.filename).toBe(`FACTURE-${w.invoice.number}.xml`);
    expect(xml!.mimeType).toBe('application/xml');
    const servedPdf = await download(
      w.api,
      `/api/invoice/getInvoicePdf?invoice_id=${w.invoice.id}`,
    );
    const servedXml = await download(
      w.api,
      `/api/invoice/getInvoiceUbl?invoice_id=${w.invoice.id}`,
    );
    expect(bytesOf(pdf!.content).equals(servedPdf)).toBe(true);
    expect(bytesOf(xml!.content).equals(servedXml)).toBe(true);

    const list = await w.api.get('/api/invoice/getInvoiceList');
    const item = list.body.invoices.find(
      (row: { invoice_id: number }) => row.invoice_id === w.invoice.id,
    );
    expect(item.last_sent_at).toBe(res.body.last_sent_at);
    expect(list.body.credit_notes[0].last_sent_at).toBeNull();
  });

  test('a credit note goes with its PDF and its UBL, byte for byte', async () => {
    const w = await workspace();
    const to = recipient();
    const draft = await w.api.get(
      `/api/invoice/getCreditNoteEmailDraft?credit_note_id=${w.creditNote}`,
    );
    expect(draft.status).toBe(200);
    expect(draft.body.subject).toMatch(/^Note de crédit NC-\d{4}-\d{4} – /);
    expect(draft.body.message).toContain(`relative à la facture ${w.invoice.number}.`);
    const res = await w.api.post('/api/invoice/sendCreditNoteEmail').send({
      credit_note_id: w.creditNote,
      to,
      subject: draft.body.subject,
      message: draft.body.message,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Note de crédit envoyée à ${to}`);
    const mail = await received(to);
    expect(mail.text?.trimEnd()).toBe(draft.body.message);
    const [pdf, xml] = mail.attachments;
    const servedPdf = await download(
      w.api,
      `/api/invoice/getCreditNotePdf?credit_note_id=${w.creditNote}`,
    );
    const servedXml = await download(
      w.api,
      `/api/invoice/getCreditNoteUbl?credit_note_id=${w.creditNote}`,
    );
    expect(draft.body.attachments).toEqual([pdf!.filename, xml!.filename]);
    expect(bytesOf(pdf!.content).equals(servedPdf)).toBe(true);
    expect(bytesOf(xml!.content).equals(servedXml)).toBe(true);
    const list = await w.api.get('/api/invoice/getInvoiceList');
    expect(list.body.credit_notes[0].last_sent_at).toBe(res.body.last_sent_at);
  });

  test('a private person’s invoice and credit note go with their PDF only: no Peppol UBL', async () => {
    const w = await einvoiceWorkspace(ctx, 'BE VAT', 'person');
    const invoice = await w.validatedInvoice(SHAPE);
    const creditNote = await w.partialCreditNote(invoice.id);
    const documents = [
      ['Invoice', `invoice_id=${invoice.id}`, { invoice_id: invoice.id }, 'FACTURE'],
      ['CreditNote', `credit_note_id=${creditNote}`, { credit_note_id: creditNote }, 'NOTE-DE'],
    ] as const;
    for (const [kind, query, id, prefix] of documents) {
      const draft = await w.api.get(`/api/invoice/get${kind}EmailDraft?${query}`);
      expect(draft.status).toBe(200);
      expect(draft.body.to).toBe('marie.dupont@example.be');
      expect(draft.body.attachments).toEqual([
        expect.stringMatching(new RegExp(`^${prefix}.*\\.pdf$`)),
      ]);
      expect(draft.body.message).not.toContain('UBL');
      const to = recipient();
      const sent = await w.api
        .post(`/api/invoice/send${kind}Email`)
        .send({ ...id, to, subject: draft.body.subject, message: draft.body.message });
      expect(sent.status).toBe(200);
      const mail = await received(to);
      expect(mail.attachments.map((file) => file.filename)).toEqual(draft.body.attachments);
      expect(mail.attachments[0]!.mimeType).toBe('application/pdf');
    }
  });

  test('a pending invoice is not sent: 409 with a French message', async () => {
    const w = await workspace();
    const pending = await w.pendingInvoice(SHAPE);
    const before = smtp.mails.length;
    const draft = await w.api.get(`/api/invoice/getInvoiceEmailDraft?invoice_id=${pending}`);
    const send = await w.api
      .post('/api/invoice/sendInvoiceEmail')
      .send({ invoice_id: pending, to: recipient(), subject: 'Facture', message: 'Bonjour' });
    for (const res of [draft, send]) {
      expectAnswer(res, 409, {
        error: true,
        message:
          "Validez la facture avant de l'envoyer : une facture provisoire n'a pas encore de numéro définitif.",
      });
    }
    expect(smtp.mails.length).toBe(before);
  });

  test('an invoice’s and a credit note’s refusals name their field, nothing sent', async () => {
    const w = await workspace();
    const before = smtp.mails.length;
    const mail = { to: 'a@exemple.be; b@exemple.be', subject: 'Document', message: 'Bonjour' };
    const cases = [
      ['sendInvoiceEmail', { invoice_id: w.invoice.id, ...mail }, 'to'],
      ['sendInvoiceEmail', { ...mail, to: recipient() }, 'invoice_id'],
      ['sendCreditNoteEmail', { credit_note_id: w.creditNote, ...mail }, 'to'],
      ['sendCreditNoteEmail', { ...mail, to: recipient(), subject: '' }, 'credit_note_id'],
    ] as const;
    for (const [path, body, field] of cases) {
      const res = await w.api.post(`/api/invoice/${path}`).send(body);
      expect(res.status, path).toBe(400);
      expect(res.body.field, path).toBe(field);
    }
    expect(smtp.mails.length).toBe(before);
  });

  test('a recipient the SMTP server refuses: 503, nothing recorded', async () => {
    const w = await workspace();
    const res = await w.api.post('/api/invoice/sendInvoiceEmail').send({
      invoice_id: w.invoice.id,
      to: 'inconnu@refuse.example.be',
      subject: 'Facture',
      message: 'Bonjour',
    });
    expectAnswer(res, 503, {
      error: true,
      message:
        "L'e-mail n'a pas pu être envoyé : le serveur d'envoi ne répond pas ou l'a refusé. Réessayez plus tard.",
    });
    const invoice = await ctx.db.invoice.findUniqueOrThrow({ where: { invoice_id: w.invoice.id } });
    expect(invoice.last_sent_at).toBeNull();
  });
});

describe('every document’s sending', () => {
  test('another organization’s id answers exactly like a missing one, and sends nothing', async () => {
    const owner = await workspace();
    const other = await workspace();
    const before = smtp.mails.length;
    const fields = { to: recipient(), subject: 'Document', message: 'Bonjour' };
    const calls: [string, (id: number) => Promise<{ status: number; body: unknown }>, number][] = [
      [
        'getQuoteEmailDraft',
        (id) => other.api.get(`/api/quote/getQuoteEmailDraft?quote_id=${id}`),
        owner.quoteId,
      ],
      [
        'sendQuoteEmail',
        (id) => other.api.post('/api/quote/sendQuoteEmail').send({ quote_id: id, ...fields }),
        owner.quoteId,
      ],
      [
        'getInvoiceEmailDraft',
        (id) => other.api.get(`/api/invoice/getInvoiceEmailDraft?invoice_id=${id}`),
        owner.invoice.id,
      ],
      [
        'sendInvoiceEmail',
        (id) => other.api.post('/api/invoice/sendInvoiceEmail').send({ invoice_id: id, ...fields }),
        owner.invoice.id,
      ],
      [
        'getCreditNoteEmailDraft',
        (id) => other.api.get(`/api/invoice/getCreditNoteEmailDraft?credit_note_id=${id}`),
        owner.creditNote,
      ],
      [
        'sendCreditNoteEmail',
        (id) =>
          other.api
            .post('/api/invoice/sendCreditNoteEmail')
            .send({ credit_note_id: id, ...fields }),
        owner.creditNote,
      ],
    ];
    for (const [name, call, foreignId] of calls) {
      const foreign = await call(foreignId);
      const missing = await call(MISSING);
      expect(foreign.status, name).toBe(404);
      expect(foreign.body, name).toEqual(missing.body);
    }
    expect(smtp.mails.length).toBe(before);
  });

  test('an organization sends at most 50 mails per 15 minutes: then 429', async () => {
    const w = await workspace();
    const body = { quote_id: w.quoteId, to: 'invalide', subject: 'Devis', message: 'Bonjour' };
    // Refused requests count too: a script trying addresses is slowed down the same way.
    for (let sent = 0; sent < 50; sent += 1) {
      expect((await w.api.post('/api/quote/sendQuoteEmail').send(body)).status).toBe(400);
    }
    const res = await w.api.post('/api/invoice/sendInvoiceEmail').send({
      invoice_id: w.invoice.id,
      to: recipient(),
      subject: 'Facture',
      message: 'Bonjour',
    });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe(true);
    // Another organization still sends.
    const other = await workspace();
    const to = recipient();
    const sent = await other.api
      .post('/api/quote/sendQuoteEmail')
      .send({ quote_id: other.quoteId, to, subject: 'Devis', message: 'Bonjour' });
    expect(sent.status).toBe(200);
  });
});

describe('a server without SMTP_URL', () => {
  let bare: TestContext;
  beforeAll(async () => {
    bare = await createTestContext();
  });
  afterAll(() => bare.close());

  test('the draft says so, and sending is refused with a French message: nothing recorded', async () => {
    const w = await einvoiceWorkspace(bare, 'BE VAT', 'person');
    const invoice = await w.validatedInvoice(SHAPE);
    const draft = await w.api.get(`/api/invoice/getInvoiceEmailDraft?invoice_id=${invoice.id}`);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ smtp_configured: false, to: 'marie.dupont@example.be' });
    const res = await w.api.post('/api/invoice/sendInvoiceEmail').send({
      invoice_id: invoice.id,
      to: 'marie.dupont@example.be',
      subject: draft.body.subject,
      message: draft.body.message,
    });
    expectAnswer(res, 503, {
      error: true,
      message:
        "L'envoi d'e-mails n'est pas configuré sur ce serveur : l'administrateur doit renseigner SMTP_URL (voir .env.example) puis redémarrer l'application.",
    });
    const row = await bare.db.invoice.findUniqueOrThrow({ where: { invoice_id: invoice.id } });
    expect(row.last_sent_at).toBeNull();
    expect(row.last_sent_to).toBeNull();
  });
});
