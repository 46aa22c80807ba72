// The Peppol addresses of a UBL document: the seller's and the buyer's EndpointID (BT-34, BT-49)
// as `<scheme>:<id>`, the participants a transmission goes from and to (a document the app wrote,
// or one an access point delivered). An address by e-mail (scheme EM) is no Peppol participant.
import { lazyXmlParser } from '../../xml-parser.js';
import type { ParticipantId } from './transport.js';

const parser = lazyXmlParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  // No entity expansion: a delivered document comes from outside.
  processEntities: false,
  transformTagName: (name) => name.slice(name.indexOf(':') + 1),
  // The PDF inside is megabytes of base64 nobody here reads.
  stopNodes: ['*.AdditionalDocumentReference'],
});

type Node = Record<string, unknown>;

const child = (node: unknown, name: string): unknown =>
  node !== null && typeof node === 'object' ? (node as Node)[name] : undefined;

function endpointOf(root: unknown, role: string): ParticipantId | null {
  const endpoint = child(child(child(root, role), 'Party'), 'EndpointID');
  const id = typeof endpoint === 'string' ? endpoint : child(endpoint, '#text');
  const scheme = child(endpoint, '@_schemeID');
  if (typeof id !== 'string' || typeof scheme !== 'string') return null;
  if (scheme === 'EM' || id.trim() === '') return null;
  return `${scheme}:${id.trim()}`;
}

export function ublParticipants(xml: string): {
  sender: ParticipantId | null;
  receiver: ParticipantId | null;
} {
  const parsed = parser.parse(xml) as Node;
  const root = parsed.Invoice ?? parsed.CreditNote;
  return {
    sender: endpointOf(root, 'AccountingSupplierParty'),
    receiver: endpointOf(root, 'AccountingCustomerParty'),
  };
}
