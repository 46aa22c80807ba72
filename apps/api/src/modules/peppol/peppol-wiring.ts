// How the parts of issue #33 are wired together (the types: peppol-ports.ts). The server wires
// them once (server.ts) and hands the same wiring to the routes and the queue; tests pass their
// own local ones (providePeppolWiring, peppol-send/peppol.routes.ts).
import type { Config } from '../../config.js';
import { demoTransport } from './demo-transport.js';
import type { PeppolInbox, PeppolLookup, PeppolWiring } from './peppol-ports.js';
import type { PeppolTransport } from './transport.js';

export type { PeppolInbox, PeppolLookup, PeppolWiring };

/** Until RECEIVE is wired, a received document goes nowhere. */
export const noInbox: PeppolInbox = () => Promise.resolve();

/**
 * The demo network: every participant is reachable, since the demo transport delivers inside this
 * installation. With a real access point the lead wires LOOKUP's SML/SMP lookup instead
 * (`defaultPeppolWiring`).
 */
export const demoLookup: PeppolLookup = () =>
  Promise.resolve({ registered: true, accepts_invoice: true, accepts_credit_note: true });

/**
 * The transport `PEPPOL_PROVIDER` names: the demo one unless configured.
 * ACCESS POINT: add the real provider's adapter here, e.g.
 *   `if (config.PEPPOL_PROVIDER === 'storecove') return storecoveTransport(config);`
 * This is the one place a provider is chosen.
 */
export function peppolTransport(config: Config, inbox: PeppolInbox): PeppolTransport {
  switch (config.PEPPOL_PROVIDER) {
    // ACCESS POINT: the real provider's case goes here.
    default:
      return demoTransport({ inbox, webhookSecret: config.PEPPOL_DEMO_WEBHOOK_SECRET });
  }
}

/**
 * The wiring of a server: the transport of the configuration; the demo lookup and no inbox until
 * the lead wires LOOKUP (`lookup`) and RECEIVE (`inbox`) here.
 */
export function defaultPeppolWiring(config: Config): PeppolWiring {
  const inbox = noInbox; // RECEIVE: receiveDocument for the organization whose participant it is
  const lookup = demoLookup; // LOOKUP: the SML/SMP lookup when PEPPOL_PROVIDER is not demo
  return { transport: peppolTransport(config, inbox), lookup, inbox };
}
