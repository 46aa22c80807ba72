// A received XML document read safely with fast-xml-parser, as an element tree (never regular
// expressions on the XML): no DOCTYPE (so no external or internal entity can be declared), no
// entity processing by the parser, a size and a nesting limit. The readers (ubl-reader.ts,
// cii-reader.ts) walk the tree by local names with the helpers below.
import { MAX_FILE_BYTES } from '@app/shared/files';
import { compactIban } from '@app/shared/legal-identity';
import { badRequest } from '../../errors/app-error.js';
import { lazyXmlParser, validateXml } from '../../xml-parser.js';

/** A parsed element: its children by local name, its text under "#text", attributes under "@_". */
export type XmlNode = { [name: string]: unknown };

/** UBL and CII nest about ten levels deep: far more is an attack on the parser, not an invoice. */
const MAX_DEPTH = 40;

const parser = lazyXmlParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Amounts, identifiers and dates stay text: "0012" must not become 12.
  parseTagValue: false,
  parseAttributeValue: false,
  // The five predefined entities and character references are decoded by `decode` below, on the
  // text of an element only: the parser expands nothing.
  processEntities: false,
  htmlEntities: false,
  // Suppliers prefix their elements differently (cbc:, ram:, none): compare the local names.
  removeNSPrefix: true,
  maxNestedTags: MAX_DEPTH,
});

export const MSG_XML_TOO_LARGE = 'Le fichier dépasse la taille maximale de 10 Mo.';
export const MSG_XML_DOCTYPE =
  'Ce XML contient une déclaration DOCTYPE ou ENTITY : refusé (une facture électronique n’en a jamais).';

/** The tree of `bytes`, or a 400 naming what is wrong; `what` names the file in the message. */
export function readXml(bytes: Uint8Array, what: string): XmlNode {
  if (bytes.length > MAX_FILE_BYTES) throw badRequest(MSG_XML_TOO_LARGE);
  const xml = new TextDecoder('utf-8').decode(bytes);
  // Searched as plain text, before any parsing: the parser never sees a DTD.
  const upper = xml.toUpperCase();
  if (upper.includes('<!DOCTYPE') || upper.includes('<!ENTITY')) throw badRequest(MSG_XML_DOCTYPE);
  const valid = validateXml(xml);
  if (valid !== true) {
    throw badRequest(
      `${what} n’est pas un XML valide (ligne ${valid.err.line} : ${valid.err.msg}).`,
    );
  }
  try {
    return parser.parse(xml) as XmlNode;
  } catch {
    throw badRequest(`${what} est trop profondément imbriqué (plus de ${MAX_DEPTH} niveaux).`);
  }
}

export function child(node: unknown, name: string): unknown {
  return node !== null && typeof node === 'object' && !Array.isArray(node)
    ? (node as XmlNode)[name]
    : undefined;
}

/** Every element `name` under `node`, one or several alike. */
export function all(node: unknown, name: string): unknown[] {
  const value = child(node, name);
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The node at `path` (local names separated by "/", the first of each list). */
export function at(node: unknown, path: string): unknown {
  return path.split('/').reduce<unknown>((current, name) => all(current, name)[0], node);
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** An element's text with its predefined entities and character references decoded. */
function decode(text: string): string {
  // A text value, not XML: the parser has already taken the markup apart.
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return PREDEFINED[name] ?? entity;
  });
}

/** The trimmed text of the element at `path`, or undefined when absent or empty. */
export function text(node: unknown, path: string): string | undefined {
  const found = at(node, path);
  const raw = typeof found === 'string' ? found : child(found, '#text');
  if (typeof raw !== 'string') return undefined;
  const value = decode(raw).trim();
  return value === '' ? undefined : value;
}

/** An attribute of the element at `path`. */
export function attribute(node: unknown, path: string, name: string): string | undefined {
  const value = child(at(node, path), `@_${name}`);
  return typeof value === 'string' && value.trim() !== '' ? decode(value).trim() : undefined;
}

/** A required text: a 400 naming the element when it is missing. */
export function required(node: unknown, path: string, where: string, format: string): string {
  const value = text(node, path);
  if (value === undefined) throw badRequest(`${format} : élément ${where}/${path} manquant.`);
  return value;
}

/** "1656.25", "-12", "229.6" → signed cents (more decimals are rounded); a 400 otherwise. */
export function cents(value: string, where: string, format: string): number {
  if (!/^[+-]?\d{1,10}(\.\d+)?$/.test(value)) {
    throw badRequest(`${format} : montant illisible dans ${where} (« ${value.slice(0, 40)} »).`);
  }
  const negative = value.startsWith('-');
  const [units = '0', decimals = ''] = value.replace(/^[+-]/, '').split('.');
  const third = Number(decimals[2] ?? '0');
  const amount =
    Number(units) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0')) + (third >= 5 ? 1 : 0);
  return negative ? -amount : amount;
}

/** A VAT rate as written ("21", "25.0", "5.5"), as a number of percent; a 400 otherwise. */
export function rate(value: string | undefined, where: string, format: string): number {
  if (value === undefined) return 0;
  const percent = Number(value);
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(value) || percent > 100) {
    throw badRequest(
      `${format} : taux de TVA illisible dans ${where} (« ${value.slice(0, 40)} »).`,
    );
  }
  return percent;
}

/** Amounts per rate, summed by rate (a document may list a rate under two categories). */
export function byRate(entries: { rate: number; amount_cents: number }[]) {
  const sums = new Map<number, number>();
  for (const entry of entries)
    sums.set(entry.rate, (sums.get(entry.rate) ?? 0) + entry.amount_cents);
  return [...sums].map(([rate, amount_cents]) => ({ rate, amount_cents }));
}

/** An IBAN as written by the supplier, compacted; null when there is none. */
export const supplierIban = (iban: string | undefined) => compactIban(iban) || null;
