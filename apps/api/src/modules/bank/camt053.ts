// ISO 20022 camt.053 (BkToCstmrStmt), versions 001.02 to 001.13, read with fast-xml-parser: an
// element tree, never regular expressions on the XML. Element paths are given in the messages.
import { badRequest } from '../../errors/app-error.js';
import { lazyXmlParser, validateXml } from '../../xml-parser.js';
import type { BankStatement, StatementLine } from './statement-model.js';
import { normalizedReference, textOrNull } from './statement-model.js';

/** A parsed element: its children by name, its text under "#text", attributes under "@_". */
type Node = { [name: string]: unknown };

const NAMESPACE_PREFIX = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.';
const MIN_VERSION = 2;
const MAX_VERSION = 13;
// Elements that may repeat: always read as lists so one and several look the same.
const LISTS = new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

const parser = lazyXmlParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Amounts and references stay text: "0012" must not become 12.
  parseTagValue: false,
  parseAttributeValue: false,
  // Character references ("Ren&#233;e") are plain XML that banks write for accented names.
  htmlEntities: true,
  // Some banks prefix the elements ("ns2:Document"): compare the local names.
  transformTagName: (name) => name.slice(name.indexOf(':') + 1),
  isArray: (name) => LISTS.has(name),
});

function child(node: unknown, name: string): unknown {
  return node !== null && typeof node === 'object' ? (node as Node)[name] : undefined;
}

/** The node at `path` (one name per level, the first of a list). */
function at(node: unknown, path: string): unknown {
  return path.split('/').reduce<unknown>((current, name) => {
    const next = child(current, name);
    return Array.isArray(next) ? (next[0] as unknown) : next;
  }, node);
}

function list(node: unknown, name: string): unknown[] {
  const value = child(node, name);
  return Array.isArray(value) ? value : [];
}

/** The text of the element at `path`, or undefined. */
function text(node: unknown, path: string): string | undefined {
  const found = at(node, path);
  if (typeof found === 'string') return found.trim();
  const inner = child(found, '#text');
  return typeof inner === 'string' ? inner.trim() : undefined;
}

function required(node: unknown, path: string, where: string): string {
  const value = text(node, path);
  if (value === undefined || value === '')
    throw badRequest(`camt.053 : élément ${where}/${path} manquant.`);
  return value;
}

/**
 * "1234.5" → 123450 cents, signed by CdtDbtInd. A batch detail of camt .02/.03 has no Amt nor
 * CdtDbtInd of its own: its amount is AmtDtls/TxAmt/Amt and its sign the entry's (`sign`).
 */
function cents(node: unknown, where: string, sign?: number): number {
  const path = text(node, 'Amt') === undefined && sign !== undefined ? 'AmtDtls/TxAmt/Amt' : 'Amt';
  const amount = required(node, path, where);
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(amount)) {
    throw badRequest(`camt.053 : montant illisible dans ${where}/${path} (« ${amount} »).`);
  }
  const [units = '0', decimals = ''] = amount.split('.');
  const value = Number(units) * 100 + Number(decimals.padEnd(2, '0'));
  if (sign !== undefined && text(node, 'CdtDbtInd') === undefined) return sign * value;
  const indicator = required(node, 'CdtDbtInd', where);
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    throw badRequest(`camt.053 : ${where}/CdtDbtInd doit valoir CRDT ou DBIT.`);
  }
  return indicator === 'DBIT' ? -value : value;
}

/** A Dt or DtTm child as YYYY-MM-DD. */
function isoDate(node: unknown, path: string, where: string): string {
  const value = text(node, `${path}/Dt`) ?? text(node, `${path}/DtTm`) ?? '';
  const day = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
    throw badRequest(`camt.053 : date illisible dans ${where}/${path}.`);
  }
  return day;
}

/** The version of the camt.053 namespace on the root element; refuses any other document. */
function checkNamespace(document: unknown): void {
  const attributes = Object.entries((document ?? {}) as Node).filter(([name]) =>
    name.startsWith('@_xmlns'),
  );
  const namespace = attributes
    .map(([, value]) => String(value))
    .find((value) => value.startsWith('urn:iso:std:iso:20022:tech:xsd:camt.'));
  const version = namespace?.startsWith(NAMESPACE_PREFIX)
    ? Number(namespace.slice(NAMESPACE_PREFIX.length))
    : Number.NaN;
  if (!Number.isInteger(version) || version < MIN_VERSION || version > MAX_VERSION) {
    throw badRequest(
      `camt.053 : espace de noms de Document non pris en charge (${namespace ?? 'absent'}) ; versions camt.053.001.02 à camt.053.001.13 acceptées.`,
    );
  }
}

function balance(
  statement: unknown,
  codes: string[],
  name: string,
): { cents: number; date: string } {
  const found = list(statement, 'Bal').find((bal) =>
    codes.includes(text(bal, 'Tp/CdOrPrtry/Cd') ?? ''),
  );
  if (found === undefined) throw badRequest(`camt.053 : solde Stmt/Bal ${name} manquant.`);
  return {
    cents: cents(found, `Stmt/Bal(${name})`),
    date: isoDate(found, 'Dt', `Stmt/Bal(${name})`),
  };
}

function reference(details: unknown): string | null {
  for (const structured of list(child(details, 'RmtInf'), 'Strd')) {
    const ref = text(structured, 'CdtrRefInf/Ref');
    if (ref !== undefined) {
      const normalized = normalizedReference(ref);
      if (normalized !== null) return normalized;
    }
  }
  return null;
}

function freeText(details: unknown, entry: unknown): string | null {
  const unstructured = list(child(details, 'RmtInf'), 'Ustrd')
    .map((item) => (typeof item === 'string' ? item : String(child(item, '#text') ?? '')))
    .join(' ');
  return textOrNull(unstructured) ?? textOrNull(text(entry, 'AddtlNtryInf'));
}

/** The counterparty: the debtor of a credit, the creditor of a debit (camt .08+ nest it in Pty). */
function party(
  details: unknown,
  credit: boolean,
): Pick<StatementLine, 'counterparty_name' | 'counterparty_iban'> {
  const role = credit ? 'Dbtr' : 'Cdtr';
  const parties = child(details, 'RltdPties');
  const name = text(parties, `${role}/Nm`) ?? text(parties, `${role}/Pty/Nm`);
  const iban = text(parties, `${role}Acct/Id/IBAN`);
  return {
    counterparty_name: textOrNull(name),
    counterparty_iban: textOrNull(iban)?.replace(/\s/g, '') ?? null,
  };
}

function entryLines(entry: unknown, index: number): StatementLine[] {
  const where = `Stmt/Ntry[${index + 1}]`;
  const amount = cents(entry, where);
  const bankRef = text(entry, 'AcctSvcrRef') ?? text(entry, 'NtryRef');
  if (bankRef === undefined || bankRef === '') {
    throw badRequest(`camt.053 : élément ${where}/AcctSvcrRef manquant.`);
  }
  const booking_date = isoDate(entry, 'BookgDt', where);
  const value_date = isoDate(entry, 'ValDt', where);
  const details = list(entry, 'NtryDtls').flatMap((group) => list(group, 'TxDtls'));
  const parts = details.length === 0 ? [undefined] : details;
  const lines = parts.map((tx, n) => {
    const several = parts.length > 1;
    const detailWhere = `${where}/NtryDtls/TxDtls[${n + 1}]`;
    const line_amount = several ? cents(tx, detailWhere, Math.sign(amount)) : amount;
    const reference_ = reference(tx);
    const endToEnd = text(tx, 'Refs/EndToEndId');
    return {
      bank_ref: `${bankRef}/${n + 1}`,
      booking_date,
      value_date,
      amount_cents: line_amount,
      structured_reference: reference_,
      free_text: freeText(tx, entry),
      ...party(tx, line_amount > 0),
      end_to_end_id: endToEnd === 'NOTPROVIDED' ? null : textOrNull(endToEnd),
    };
  });
  if (lines.reduce((total, line) => total + line.amount_cents, 0) !== amount) {
    throw badRequest(
      `camt.053 : les montants de ${where}/NtryDtls/TxDtls ne font pas celui de l’écriture.`,
    );
  }
  return lines;
}

function readDocument(bytes: Uint8Array): unknown {
  const xml = new TextDecoder('utf-8').decode(bytes);
  const valid = validateXml(xml);
  if (valid !== true) {
    throw badRequest(`Le relevé camt.053 n’est pas un XML valide (ligne ${valid.err.line}).`);
  }
  const document = child(parser.parse(xml), 'Document');
  checkNamespace(document);
  return document;
}

/** The camt.053 statement in `bytes`: one account statement whose entries add up to its balances. */
export function parseCamt053(bytes: Uint8Array): BankStatement {
  const document = readDocument(bytes);
  const statements = list(child(document, 'BkToCstmrStmt'), 'Stmt');
  if (statements.length !== 1) {
    throw badRequest('camt.053 : un seul relevé (BkToCstmrStmt/Stmt) par fichier est accepté.');
  }
  const statement = statements[0];
  const account_iban = required(statement, 'Acct/Id/IBAN', 'Stmt').replace(/\s/g, '');
  const opening = balance(statement, ['OPBD', 'PRCD'], 'OPBD');
  const closing = balance(statement, ['CLBD'], 'CLBD');
  const entries = list(statement, 'Ntry').filter((entry) => {
    const status = text(entry, 'Sts') ?? text(entry, 'Sts/Cd') ?? 'BOOK';
    return status === 'BOOK';
  });
  const lines = entries.flatMap((entry, index) => entryLines(entry, index));
  const total = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  if (opening.cents + total !== closing.cents) {
    throw badRequest(
      'camt.053 : le solde Stmt/Bal CLBD ne correspond pas au solde OPBD et aux écritures Ntry.',
    );
  }
  const currency = String(
    child(at(list(statement, 'Bal')[0], 'Amt'), '@_Ccy') ?? text(statement, 'Acct/Ccy') ?? '',
  );
  return {
    format: 'camt053',
    account_iban,
    currency,
    from: opening.date,
    until: closing.date,
    opening_balance_cents: opening.cents,
    closing_balance_cents: closing.cents,
    lines,
  };
}
