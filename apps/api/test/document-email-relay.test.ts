// Sending a document by email must not make the app a spam relay. The mail
// goes from the app's address under the organization's name, answers go to the sender's address
// only once it is verified, an organization sends a bounded number of mails a day, and a mail has
// one recipient. A real SMTP server on loopback receives what the app sends.
import PostalMime, { type Email } from 'postal-mime';
import { describe, expect, test } from 'vitest';
import type { TestContext } from './support/app.js';
import { expectFailure } from './support/http.js';
import { withMailingContext } from './support/mailing-context.js';
import type { SmtpCapture } from './support/smtp-capture.js';
import { waitFor } from './support/wait.js';
import { einvoiceWorkspace } from './einvoice/workspace.js';

const SHAPE = { products: 1, services: 0, rates: [21] };
const DAILY_LIMIT = 3;

let ctx: TestContext;
let smtp: SmtpCapture;

withMailingContext((started) => ({ ctx, smtp } = started), {
  DOCUMENT_MAIL_DAILY_LIMIT: String(DAILY_LIMIT),
});

let unique = 0;
const recipient = () => `relais-${++unique}@exemple.be`;

/** An organization with a quote to send, and its member signed in. */
async function workspace() {
  const w = await einvoiceWorkspace(ctx, 'BE VAT', 'BE company');
  await w.validatedInvoice(SHAPE);
  const quoteId = (await w.api.get('/api/quote/getQuoteList')).body.quotes[0].quote_id as number;
  const member = await ctx.db.user.findFirstOrThrow({ where: { organization_id: w.orgId } });
  const send = (fields: { to?: string } = {}) =>
    w.api.post('/api/quote/sendQuoteEmail').send({
      quote_id: quoteId,
      to: recipient(),
      subject: 'Devis',
      message: 'Bonjour',
      ...fields,
    });
  return { ...w, member, send };
}

/** The mail `to` received, parsed as a mail client reads it, and its raw text. */
async function received(to: string): Promise<{ mail: Email; raw: string }> {
  const { raw } = await smtp.waitForMail(to, 1);
  return { mail: await PostalMime.parse(raw), raw };
}

describe('the sender of a document’s mail', () => {
  test('From is the app’s address under the organization’s name', async () => {
    const w = await workspace();
    const to = recipient();
    expect((await w.send({ to })).status).toBe(200);
    const { mail } = await received(to);
    expect(mail.from).toEqual({ address: 'no-reply@exemple.be', name: 'Les Amis du Son BE VAT' });
  });

  test('a name with quotes, line breaks, an address and accents stays the display name, on one line', async () => {
    const w = await workspace();
    await ctx.db.organization.update({
      where: { organization_id: w.orgId },
      data: {
        organization_name: 'Les "Amis" de l’Été\r\nBcc: pirate@exemple.be <faux@exemple.be>',
      },
    });
    const to = recipient();
    expect((await w.send({ to })).status).toBe(200);
    const { mail, raw } = await received(to);
    expect(mail.from).toEqual({
      address: 'no-reply@exemple.be',
      name: 'Les "Amis" de l’Été Bcc: pirate@exemple.be <faux@exemple.be>',
    });
    expect(smtp.mailsTo(to)[0]!.to).toEqual([to]);
    expect(smtp.mailsTo('pirate@exemple.be')).toEqual([]);
    expect(mail.bcc).toBeUndefined();
    expect(raw).not.toMatch(/^Bcc:/im);
  });

  test('Reply-To is the member’s address once it is verified, and there is none before', async () => {
    const w = await workspace();
    const before = recipient();
    expect((await w.send({ to: before })).status).toBe(200);
    const unverified = await received(before);
    expect(unverified.mail.replyTo).toBeUndefined();
    expect(unverified.raw).not.toMatch(/^Reply-To:/im);

    await ctx.db.user.update({
      where: { user_id: w.member.user_id },
      data: { email_verified_at: new Date() },
    });
    const after = recipient();
    expect((await w.send({ to: after })).status).toBe(200);
    const verified = await received(after);
    expect(verified.mail.replyTo).toEqual([{ address: w.member.email, name: '' }]);
  });
});

describe('how many mails an organization sends', () => {
  const dailyMessage = `Votre organisation a atteint sa limite de ${DAILY_LIMIT} e-mails envoyés par jour. Réessayez demain.`;

  /** Ends now the window of `limiter`'s counter for the organization, or moves its end. */
  const windowEnds = (limiter: string, orgId: number, at: 'now' | 'in an hour') =>
    ctx.db.$executeRawUnsafe(
      `UPDATE rate_limit_hits SET reset_at = now() + $2::interval WHERE key = $1`,
      `${limiter}:organization-${orgId}`,
      at === 'now' ? '0 seconds' : '1 hour',
    );

  test('a day’s mails are capped (DOCUMENT_MAIL_DAILY_LIMIT) after the 15-minute window restarts, until the day’s ends', async () => {
    const w = await workspace();
    for (let sent = 0; sent < DAILY_LIMIT; sent += 1) expect((await w.send()).status).toBe(200);
    const before = smtp.mails.length;
    expectFailure(await w.send(), 429, dailyMessage);

    // 15 minutes later: the short window starts again, the day's does not.
    await windowEnds('document-mail', w.orgId, 'now');
    await windowEnds('document-mail-daily', w.orgId, 'in an hour');
    const invoice = await w.api.post('/api/invoice/sendInvoiceEmail').send({
      invoice_id: (await w.api.get('/api/invoice/getInvoiceList')).body.invoices[0].invoice_id,
      to: recipient(),
      subject: 'Facture',
      message: 'Bonjour',
    });
    expectFailure(invoice, 429, dailyMessage);
    expect(smtp.mails.length).toBe(before);

    // Another organization still sends; the next day, this one does again.
    expect((await (await workspace()).send()).status).toBe(200);
    await windowEnds('document-mail-daily', w.orgId, 'now');
    expect((await w.send()).status).toBe(200);
  });

  test('a refused sending does not use up the day', async () => {
    const w = await workspace();
    expect((await w.send({ to: 'pas-une-adresse' })).status).toBe(400);
    // The counter gives the refused attempt back once its answer is written.
    await waitFor(
      async () =>
        (
          await ctx.db.$queryRawUnsafe<{ hits: number }[]>(
            'SELECT hits FROM rate_limit_hits WHERE key = $1',
            `document-mail-daily:organization-${w.orgId}`,
          )
        )[0]?.hits === 0,
      'the refused attempt given back',
    );
    for (let sent = 0; sent < DAILY_LIMIT; sent += 1) expect((await w.send()).status).toBe(200);
    expectFailure(await w.send(), 429, dailyMessage);
  });
});

describe('the recipients of a mail', () => {
  test.each(['marie@exemple.be, paul@exemple.be', 'marie@exemple.be;paul@exemple.be'])(
    'one address only: %j is refused with a message naming the limit, nothing sent',
    async (to) => {
      const w = await workspace();
      const before = smtp.mails.length;
      expectFailure(
        await w.send({ to }),
        400,
        'Un seul destinataire par envoi : envoyez le document séparément à chaque adresse.',
      );
      expect(smtp.mails.length).toBe(before);
    },
  );
});
