// Payment reminders (issue #32): what is due and when, the sending by hand and by the daily job,
// the law's charges in each of the four cases along the sequence (a fake clock: the service and
// the job take the day), a payment in between, a client without e-mail, two replicas at once.
import { addDaysIso, todayIso } from '@app/shared/dates';
import pino from 'pino';
import { beforeEach, describe, expect, test } from 'vitest';
import { createMailer } from '../src/mail/mailer.js';
import { runReminderJob } from '../src/modules/reminders/reminder-job.js';
import { listReminders } from '../src/modules/reminders/reminders-list.js';
import { sendReminder } from '../src/modules/reminders/reminders.service.js';
import type { TestContext } from './support/app.js';
import { signedInMember } from './support/factories.js';
import { parsedMail } from './support/mail-links.js';
import { withMailingContext } from './support/mailing-context.js';
import { FRENCH_ORGANIZATION, invoicedWorkspace } from './support/quoted-workspace.js';
import type { SmtpCapture } from './support/smtp-capture.js';

let ctx: TestContext;
let smtp: SmtpCapture;
withMailingContext((started) => ({ ctx, smtp } = started));

const logger = pino({ level: 'silent' });
const mailer = () => createMailer(ctx.config, logger);

/** 160,40 € including VAT: the workspace's quote. */
const TOTAL = 160.4;
const CLIENT_EMAIL = 'comite@exemple.be';
const DUE = '2026-03-02';

/**
 * A validated invoice of a new workspace, due on `dueDate`; its client has `email` (none when
 * null). `country`/`clientType` choose the law's case.
 */
async function overdueInvoice(
  options: {
    dueDate?: string;
    email?: string | null;
    clientType?: 'company' | 'person';
    french?: boolean;
    settings?: Record<string, unknown>;
  } = {},
) {
  const w = await invoicedWorkspace(ctx, {
    ...(options.clientType ? { clientType: options.clientType } : {}),
    ...(options.french
      ? { organization: { ...FRENCH_ORGANIZATION, vat_number: 'FR44732829320' } }
      : {}),
  });
  await ctx.db.client.update({
    where: { client_id: w.client.client_id },
    data: { client_email: options.email === undefined ? CLIENT_EMAIL : options.email },
  });
  const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
  const invoiceId = created.body.invoice.invoice_id as number;
  const validated = await w.api.get(`/api/invoice/validateInvoice?invoice_id=${invoiceId}`);
  expect(validated.status, JSON.stringify(validated.body)).toBe(200);
  await ctx.db.invoice.update({
    where: { invoice_id: invoiceId },
    data: { due_date: new Date(`${options.dueDate ?? DUE}T00:00:00Z`) },
  });
  if (options.settings) {
    const saved = await w.api.put('/api/organization/reminderSettings').send(options.settings);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  return { ...w, invoiceId, number: validated.body.invoice.formatted_invoice_id as string };
}

type Overdue = Awaited<ReturnType<typeof overdueInvoice>>;

const DEFAULT_LEVELS = [
  { days: 7, title: 'Rappel de paiement', text: 'Facture {numero}.', formal_notice: false },
  { days: 14, title: 'Deuxième rappel', text: 'Facture {numero}.', formal_notice: false },
  { days: 14, title: 'Mise en demeure', text: 'Facture {numero}.', formal_notice: true },
];

const claiming = (claims: Record<string, unknown>, auto_send = false) => ({
  auto_send,
  levels: DEFAULT_LEVELS,
  claims: { interest: true, interest_rate: 12, lump_sum: true, reminder_fee: 7.5, ...claims },
});

/** The service's send by hand for the workspace's invoice on `today`. */
const sendOn = (w: Overdue, today: string) =>
  sendReminder(ctx.db, mailer(), { organizationId: w.orgId, userId: null }, w.invoiceId, {
    today,
    byHand: true,
  });

const dueList = async (w: Overdue, today: string) =>
  listReminders(
    ctx.db,
    w.orgId,
    {
      status: 'due',
      page: 1,
      page_size: 50,
      sort: 'due_on',
      order: 'asc',
      q: undefined,
      from: undefined,
      until: undefined,
    },
    today,
  );

describe('GET /api/invoice/reminders', () => {
  test('lists the first level once its day has come, with where it would go', async () => {
    const today = todayIso();
    const w = await overdueInvoice({ dueDate: addDaysIso(today, -10) });
    const res = await w.api.get('/api/invoice/reminders?status=due&page=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, counts: { due: 1, sent: 0 } });
    expect(res.body.items).toEqual([
      {
        status: 'due',
        invoice_id: w.invoiceId,
        invoice_number: w.number,
        client_id: w.client.client_id,
        client_name: 'Comité des fêtes',
        due_date: addDaysIso(today, -10),
        amount_due: TOTAL,
        level: 1,
        title: 'Rappel de paiement',
        formal_notice: false,
        fees: {
          reminder_fees: 0,
          lump_sum: 0,
          interest: 0,
          interest_from: null,
          interest_days: 0,
          total: 0,
        },
        due_on: addDaysIso(today, -3),
        days_late: 10,
        email: CLIENT_EMAIL,
      },
    ]);
  });

  test('leaves out what is not yet due, paid, pending or paused', async () => {
    const today = todayIso();
    const early = await overdueInvoice({ dueDate: addDaysIso(today, -6) });
    expect((await early.api.get('/api/invoice/reminders?page=1')).body.total).toBe(0);

    const paid = await overdueInvoice({ dueDate: addDaysIso(today, -30) });
    await paid.api
      .post(`/api/invoice/addPayment?invoice_id=${paid.invoiceId}`)
      .send({ amount: TOTAL, paid_at: today, method: 'Virement' })
      .expect(201);
    expect((await paid.api.get('/api/invoice/reminders?page=1')).body.total).toBe(0);

    const paused = await overdueInvoice({ dueDate: addDaysIso(today, -30) });
    await ctx.db.client.update({
      where: { client_id: paused.client.client_id },
      data: { reminders_paused: true },
    });
    expect((await paused.api.get('/api/invoice/reminders?page=1')).body.total).toBe(0);
    const refused = await paused.api.post(
      `/api/invoice/sendReminder?invoice_id=${paused.invoiceId}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Les relances de ce client sont suspendues : réactivez-les sur sa fiche pour en envoyer.',
    );
  });

  test('each organization lists only its own', async () => {
    const today = todayIso();
    const a = await overdueInvoice({ dueDate: addDaysIso(today, -10) });
    const b = await overdueInvoice({ dueDate: addDaysIso(today, -10) });
    await a.api.post(`/api/invoice/sendReminder?invoice_id=${a.invoiceId}`).expect(201);
    for (const [own, status] of [
      [a, 'sent'],
      [b, 'due'],
    ] as const) {
      const res = await own.api.get(`/api/invoice/reminders?status=${status}&page=1`);
      expect(res.body.items.map((item: { invoice_id: number }) => item.invoice_id)).toEqual([
        own.invoiceId,
      ]);
    }
    expect((await b.api.get('/api/invoice/reminders?status=sent&page=1')).body.total).toBe(0);
  });

  test('a bad status is a French 400 naming the field', async () => {
    const m = await signedInMember(ctx);
    const res = await m.api.get('/api/invoice/reminders?status=late&page=1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      field: 'status',
      message: 'Statut invalide : choisissez due (à envoyer) ou sent (envoyées).',
    });
  });
});

describe('POST /api/invoice/sendReminder', () => {
  test('e-mails the reminder with its PDF, lists it as sent, shows it in the timeline, once', async () => {
    const today = todayIso();
    const w = await overdueInvoice({ dueDate: addDaysIso(today, -10) });
    const before = smtp.mailsTo(CLIENT_EMAIL).length;
    const res = await w.api.post(`/api/invoice/sendReminder?invoice_id=${w.invoiceId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(`Relance envoyée à ${CLIENT_EMAIL}.`);
    expect(res.body.reminder).toMatchObject({
      status: 'sent',
      level: 1,
      title: 'Rappel de paiement',
      channel: 'email',
      recipient: CLIENT_EMAIL,
      sent_on: today,
      amount_due: TOTAL,
    });
    const mail = await parsedMail(await smtp.waitForMail(CLIENT_EMAIL, before + 1));
    const { organization_name } = await ctx.db.organization.findUniqueOrThrow({
      where: { organization_id: w.orgId },
    });
    expect(mail.subject).toBe(`Rappel de paiement – facture ${w.number} – ${organization_name}`);
    expect(mail.text).toContain(`la facture ${w.number} du `);
    expect(mail.attachments.map((file) => [file.filename, file.mimeType])).toEqual([
      [expect.stringMatching(/^Relance-.*\.pdf$/), 'application/pdf'],
    ]);

    const sent = await w.api.get('/api/invoice/reminders?status=sent&page=1');
    expect(sent.body).toMatchObject({ total: 1, counts: { due: 0, sent: 1 } });
    expect(sent.body.items[0]).toEqual(res.body.reminder);

    const history = await w.api.get(`/api/invoice/getInvoiceHistory?invoice_id=${w.invoiceId}`);
    expect(history.body.events[0]).toMatchObject({
      kind: 'reminder',
      label: `Relance envoyée à ${CLIENT_EMAIL} : Rappel de paiement`,
    });

    // The next level is 14 days later: a second click says when, and sends nothing.
    const again = await w.api.post(`/api/invoice/sendReminder?invoice_id=${w.invoiceId}`);
    expect(again.status).toBe(409);
    const next = addDaysIso(today, 14).split('-').reverse().join('/');
    expect(again.body.message).toBe(
      `La relance suivante (niveau 2) de cette facture est prévue le ${next}.`,
    );
    expect(smtp.mailsTo(CLIENT_EMAIL)).toHaveLength(before + 1);
  });

  test('a client without e-mail: recorded to hand over, nothing mailed', async () => {
    const w = await overdueInvoice({ dueDate: addDaysIso(todayIso(), -10), email: null });
    const res = await w.api.post(`/api/invoice/sendReminder?invoice_id=${w.invoiceId}`);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/^Relance enregistrée : téléchargez-la/);
    expect(res.body.reminder).toMatchObject({ channel: 'post', recipient: null });
    const history = await w.api.get(`/api/invoice/getInvoiceHistory?invoice_id=${w.invoiceId}`);
    expect(history.body.events[0].label).toBe('Relance remise à la main : Rappel de paiement');
  });

  test('a pending invoice has nothing to remind; another organization’s is not found', async () => {
    const w = await invoicedWorkspace(ctx);
    const created = await w.api.post(`/api/invoice/createInvoice?quote_id=${w.quoteId}`);
    const pending = created.body.invoice.invoice_id as number;
    const res = await w.api.post(`/api/invoice/sendReminder?invoice_id=${pending}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Cette facture n’est pas en retard de paiement : il n’y a rien à rappeler.',
    );
    const other = await overdueInvoice({ dueDate: addDaysIso(todayIso(), -10) });
    const foreign = await w.api.post(`/api/invoice/sendReminder?invoice_id=${other.invoiceId}`);
    expect(foreign.status).toBe(404);
    expect(await ctx.db.invoiceReminder.count({ where: { invoice_id: other.invoiceId } })).toBe(0);
  });

  test('a viewer may list but not send', async () => {
    const w = await overdueInvoice({ dueDate: addDaysIso(todayIso(), -10) });
    const viewer = await signedInMember(ctx, { role: 'viewer' });
    await ctx.db.user.update({
      where: { user_id: viewer.user.user_id },
      data: { organization_id: w.orgId },
    });
    expect((await viewer.api.get('/api/invoice/reminders?page=1')).status).toBe(200);
    const res = await viewer.api.post(`/api/invoice/sendReminder?invoice_id=${w.invoiceId}`);
    expect(res.status).toBe(403);
  });
});

describe('the sequence, by the law of each case (fake clock)', () => {
  test('Belgium, business: 40 € and interest from the day after the due date, three levels, then none', async () => {
    const w = await overdueInvoice({ settings: claiming({}) });
    expect((await dueList(w, '2026-03-08')).total).toBe(0);
    const first = await sendOn(w, '2026-03-09');
    // 160,40 € at 12 % for 7 days (3 to 9 March): 0,37 €.
    expect(first?.reminder.fees).toEqual({
      reminder_fees: 0,
      lump_sum: 40,
      interest: 0.37,
      interest_from: '2026-03-03',
      interest_days: 7,
      total: 40.37,
    });
    await expect(sendOn(w, '2026-03-22')).rejects.toThrow('prévue le 23/03/2026');
    expect((await sendOn(w, '2026-03-23'))?.reminder.level).toBe(2);
    const notice = await sendOn(w, '2026-04-06');
    expect(notice?.reminder).toMatchObject({
      level: 3,
      formal_notice: true,
      title: 'Mise en demeure',
    });
    await expect(sendOn(w, '2026-06-01')).rejects.toThrow(
      'Toutes les relances de cette facture ont déjà été envoyées.',
    );
  });

  test('Belgium, consumer: a free first reminder, then nothing before the 14 days have run out', async () => {
    const w = await overdueInvoice({ clientType: 'person', settings: claiming({}) });
    const first = await sendOn(w, '2026-03-09');
    expect(first?.reminder.fees.total).toBe(0);
    // E-mailed on 9 March: the 14 days run from the 10th to the 23rd.
    const second = await sendOn(w, '2026-03-23');
    expect(second?.reminder.fees.total).toBe(0);
    const third = await sendOn(w, '2026-04-06');
    // Damages on 160,40 €: 30 € + 10 % of 10,40 € = 31,04 €; a 7,50 € fee for the third
    // reminder; 14 days of interest at 12 % from 24 March to 6 April: 0,74 €.
    expect(third?.reminder.fees).toEqual({
      reminder_fees: 7.5,
      lump_sum: 31.04,
      interest: 0.74,
      interest_from: '2026-03-24',
      interest_days: 14,
      total: 39.28,
    });
  });

  test('France, business: the 40 € indemnity and penalties from the first reminder', async () => {
    const w = await overdueInvoice({ french: true, settings: claiming({}) });
    const first = await sendOn(w, '2026-03-09');
    expect(first?.reminder.fees).toMatchObject({
      lump_sum: 40,
      interest_days: 7,
      reminder_fees: 0,
    });
  });

  test('France, consumer: nothing but the legal interest after the formal notice', async () => {
    const w = await overdueInvoice({ french: true, clientType: 'person', settings: claiming({}) });
    for (const day of ['2026-03-09', '2026-03-23', '2026-04-06']) {
      expect((await sendOn(w, day))?.reminder.fees.total).toBe(0);
    }
  });

  test('a payment in between stops the sequence', async () => {
    const w = await overdueInvoice({ settings: claiming({}) });
    await sendOn(w, '2026-03-09');
    await w.api
      .post(`/api/invoice/addPayment?invoice_id=${w.invoiceId}`)
      .send({ amount: TOTAL, paid_at: '2026-03-10', method: 'Virement' })
      .expect(201);
    expect((await dueList(w, '2026-03-23')).total).toBe(0);
    await expect(sendOn(w, '2026-03-23')).rejects.toThrow('pas en retard de paiement');
  });
});

describe('the daily job', () => {
  let organizationIds: number[];
  beforeEach(() => {
    organizationIds = [];
  });

  test('two replicas at once send each due reminder once; no address: left for the organization', async () => {
    const auto = await overdueInvoice({ settings: claiming({}, true) });
    const noAddress = await overdueInvoice({ email: null, settings: claiming({}, true) });
    const manual = await overdueInvoice({ settings: claiming({}, false) });
    organizationIds.push(auto.orgId, noAddress.orgId, manual.orgId);
    const before = smtp.mailsTo(CLIENT_EMAIL).length;
    const context = { db: ctx.db, mailer: mailer(), logger };
    await Promise.all([
      runReminderJob(context, '2026-03-09'),
      runReminderJob(context, '2026-03-09'),
    ]);
    const made = await ctx.db.invoiceReminder.findMany({
      where: { organization_id: { in: organizationIds } },
      select: { invoice_id: true, level: true, channel: true },
    });
    expect(made).toEqual([{ invoice_id: auto.invoiceId, level: 1, channel: 'email' }]);
    expect(smtp.mailsTo(CLIENT_EMAIL)).toHaveLength(before + 1);
    expect((await dueList(noAddress, '2026-03-09')).total).toBe(1);
    expect((await dueList(manual, '2026-03-09')).total).toBe(1);

    // The next day, nothing more: level 2 comes 14 days after the first.
    await runReminderJob(context, '2026-03-10');
    expect(smtp.mailsTo(CLIENT_EMAIL)).toHaveLength(before + 1);
  });
});

describe('a client’s statement and pause', () => {
  test('the statement of account is e-mailed with its PDF; without an address, a 409', async () => {
    const w = await overdueInvoice({ dueDate: addDaysIso(todayIso(), -10) });
    const before = smtp.mailsTo(CLIENT_EMAIL).length;
    const res = await w.api.post(`/api/clients/sendStatement?client_id=${w.client.client_id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: `Relevé de compte envoyé à ${CLIENT_EMAIL}.` });
    const mail = await parsedMail(await smtp.waitForMail(CLIENT_EMAIL, before + 1));
    expect(mail.subject).toMatch(/^Relevé de compte au \d{2}\/\d{2}\/\d{4} – /);
    expect(mail.attachments.map((file) => file.mimeType)).toEqual(['application/pdf']);

    await ctx.db.client.update({
      where: { client_id: w.client.client_id },
      data: { client_email: null },
    });
    const refused = await w.api.post(`/api/clients/sendStatement?client_id=${w.client.client_id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Ce client n’a pas d’adresse e-mail : ajoutez-la sur sa fiche, ou téléchargez le relevé.',
    );
  });

  test('pausing a client takes their invoices out of the reminders; resuming brings them back', async () => {
    const w = await overdueInvoice({ dueDate: addDaysIso(todayIso(), -10) });
    const pause = (paused: boolean) =>
      w.api.put(`/api/clients/reminderPause?client_id=${w.client.client_id}`).send({ paused });
    const paused = await pause(true);
    expect(paused.body).toEqual({
      message: 'Relances suspendues pour ce client.',
      reminders_paused: true,
    });
    const overview = await w.api.get(
      `/api/clients/getClientOverview?client_id=${w.client.client_id}`,
    );
    expect(overview.body.reminders_paused).toBe(true);
    expect((await w.api.get('/api/invoice/reminders?page=1')).body.total).toBe(0);

    expect((await pause(false)).body.reminders_paused).toBe(false);
    expect((await w.api.get('/api/invoice/reminders?page=1')).body.total).toBe(1);

    const bad = await w.api
      .put(`/api/clients/reminderPause?client_id=${w.client.client_id}`)
      .send({ paused: 'oui' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'paused' });
  });
});
