// How the parts of issue #33 fit together (the types: peppol-ports.ts): the transport chosen by
// `PEPPOL_PROVIDER`, here and only here. The server's whole wiring, with the lookup and the inbox
// of this installation, is peppol-send/peppol-installation.ts; tests pass their own.
import type { Config } from '../../config.js';
import { demoTransport } from './demo-transport.js';
import type { PeppolInbox, PeppolLookup, PeppolWiring } from './peppol-ports.js';
import {
  createStorecoveTransport,
  storecoveOptions,
  type StorecoveLegalEntities,
} from './storecove.js';
import type { PeppolTransport } from './transport.js';

export type { PeppolInbox, PeppolLookup, PeppolWiring };

/** A received document goes nowhere (a wiring that receives nothing). */
export const noInbox: PeppolInbox = () => Promise.resolve();

/** The demo network: every participant is reachable, since the demo transport delivers inside this installation. */
export const demoLookup: PeppolLookup = () =>
  Promise.resolve({ registered: true, accepts_invoice: true, accepts_credit_note: true });

/** The transport `PEPPOL_PROVIDER` names: the demo one unless configured. */
export function peppolTransport(
  config: Config,
  inbox: PeppolInbox,
  legalEntities?: StorecoveLegalEntities,
): PeppolTransport {
  switch (config.PEPPOL_PROVIDER) {
    case 'storecove':
      return createStorecoveTransport({ ...storecoveOptions(config), legalEntities });
    case 'demo':
      return demoTransport({ inbox, webhookSecret: config.PEPPOL_DEMO_WEBHOOK_SECRET });
  }
}
