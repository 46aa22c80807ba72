// What the Peppol sending tests share: a test app wired with a local lookup (a directory the test
// fills), the demo transport delivering to a recorded inbox, a transport scripted to fail, and an
// organization with invoices through the einvoice workspace.
import { pino } from 'pino';
import type { TestContext } from '../support/app.js';
import { demoTransport } from '../../src/modules/peppol/demo-transport.js';
import type { PeppolLookup, PeppolWiring } from '../../src/modules/peppol/peppol-wiring.js';
import { runPeppolQueue } from '../../src/modules/peppol-send/peppol-queue.js';
import {
  TransientTransportError,
  type OutgoingDocument,
  type PeppolTransport,
} from '../../src/modules/peppol/transport.js';

export const WEBHOOK_SECRET = 'peppol-demo-secret-for-tests';

type Found = Awaited<ReturnType<PeppolLookup>>;
export const ON_PEPPOL: Found = {
  registered: true,
  accepts_invoice: true,
  accepts_credit_note: true,
};

/** The wiring of the test app: what it looks up, what it delivered. */
export function localPeppol() {
  const directory = new Map<string, Found>();
  const delivered: { receiver: string; sender: string; xml: string }[] = [];
  const inbox = (receiver: string, sender: string, xml: string) => {
    delivered.push({ receiver, sender, xml });
    return Promise.resolve();
  };
  const lookup: PeppolLookup = (participant) =>
    Promise.resolve(directory.get(participant) ?? { ...ON_PEPPOL, registered: false });
  const wiring: PeppolWiring = {
    transport: demoTransport({ inbox, webhookSecret: WEBHOOK_SECRET }),
    lookup,
    inbox,
  };
  return { wiring, directory, delivered };
}

/**
 * The demo transport, except that its submissions first answer what `script` says, one per call
 * (a transient failure, a refusal), and may wait for `gate` before answering.
 */
export class ScriptedTransport implements PeppolTransport {
  readonly name = 'demo';
  submitted: OutgoingDocument[] = [];
  gate: Promise<void> | undefined;
  constructor(
    private readonly inner: PeppolTransport,
    private readonly script: ('transient' | Error)[] = [],
  ) {}
  async submit(document: OutgoingDocument) {
    this.submitted.push(document);
    if (this.gate) await this.gate;
    const next = this.script.shift();
    if (next === 'transient') throw new TransientTransportError('délai dépassé');
    if (next) throw next;
    return this.inner.submit(document);
  }
  status(ref: string) {
    return this.inner.status(ref);
  }
  register(organization: Parameters<PeppolTransport['register']>[0]) {
    return this.inner.register(organization);
  }
  readWebhook(body: Buffer, headers: Record<string, string | string[] | undefined>) {
    return this.inner.readWebhook(body, headers);
  }
}

const silent = pino({ level: 'silent' });

/** One run of the queue as of `at`, with `transport`. */
export const runQueue = (ctx: TestContext, transport: PeppolTransport, at: Date) =>
  runPeppolQueue({ db: ctx.db, transport, logger: silent }, at);

export const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** The stored transmission of an invoice. */
export const transmissionOf = (ctx: TestContext, invoiceId: number) =>
  ctx.db.peppolTransmission.findUniqueOrThrow({ where: { invoice_id: invoiceId } });
