// Writes camt.053 statements from a short description, in the layout of a chosen version
// (.02 names the parties directly, .08 and later nest them in Pty), so the parser's tests read
// documents whose every element they know.

export interface CamtTransaction {
  /** Required when an entry has several transactions. */
  amount_cents?: number;
  structured?: { ref: string; issuer: 'BBA' | 'ISO' };
  unstructured?: string;
  name?: string;
  iban?: string;
  end_to_end?: string;
}

export interface CamtEntry {
  amount_cents: number;
  bank_ref: string;
  booking: string;
  /** Written as DtTm rather than Dt. */
  with_time?: boolean;
  transactions?: CamtTransaction[];
}

export interface CamtDescription {
  version: string;
  iban: string;
  opening_cents: number;
  closing_cents?: number;
  entries: CamtEntry[];
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const amount = (cents: number) =>
  `<Amt Ccy="EUR">${(Math.abs(cents) / 100).toFixed(2)}</Amt><CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>`;

function balance(code: string, cents: number, date: string): string {
  return `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>${amount(cents)}<Dt><Dt>${date}</Dt></Dt></Bal>`;
}

function party(tx: CamtTransaction, credit: boolean, nested: boolean): string {
  const role = credit ? 'Dbtr' : 'Cdtr';
  const name = tx.name === undefined ? '' : `<Nm>${escape(tx.name)}</Nm>`;
  const who = nested ? `<${role}><Pty>${name}</Pty></${role}>` : `<${role}>${name}</${role}>`;
  const account =
    tx.iban === undefined ? '' : `<${role}Acct><Id><IBAN>${tx.iban}</IBAN></Id></${role}Acct>`;
  return `<RltdPties>${who}${account}</RltdPties>`;
}

function remittance(tx: CamtTransaction): string {
  const structured =
    tx.structured === undefined
      ? ''
      : `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry><Issr>${tx.structured.issuer}</Issr></Tp><Ref>${tx.structured.ref}</Ref></CdtrRefInf></Strd>`;
  const free = tx.unstructured === undefined ? '' : `<Ustrd>${escape(tx.unstructured)}</Ustrd>`;
  return `<RmtInf>${free}${structured}</RmtInf>`;
}

/** A detail's own amount: Amt + CdtDbtInd from .04, only AmtDtls/TxAmt/Amt before. */
function ownAmount(cents: number, version: number): string {
  if (version >= 4) return amount(cents);
  return `<AmtDtls><TxAmt><Amt Ccy="EUR">${(Math.abs(cents) / 100).toFixed(2)}</Amt></TxAmt></AmtDtls>`;
}

function transaction(tx: CamtTransaction, entry: CamtEntry, version: number): string {
  const nested = version >= 8;
  const cents = tx.amount_cents ?? entry.amount_cents;
  const refs = `<Refs><EndToEndId>${tx.end_to_end ?? 'NOTPROVIDED'}</EndToEndId></Refs>`;
  const own = tx.amount_cents === undefined ? '' : ownAmount(cents, version);
  return `<TxDtls>${refs}${own}${party(tx, cents > 0, nested)}${remittance(tx)}</TxDtls>`;
}

function entry(e: CamtEntry, version: number): string {
  const nested = version >= 8;
  const date = e.with_time ? `<DtTm>${e.booking}T10:00:00</DtTm>` : `<Dt>${e.booking}</Dt>`;
  const status = nested ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
  const details = (e.transactions ?? []).map((tx) => transaction(tx, e, version)).join('');
  return `<Ntry>${amount(e.amount_cents)}${status}<BookgDt>${date}</BookgDt><ValDt>${date}</ValDt><AcctSvcrRef>${e.bank_ref}</AcctSvcrRef><BkTxCd/><NtryDtls>${details}</NtryDtls></Ntry>`;
}

export function camtText(d: CamtDescription): string {
  const version = Number(d.version);
  const total = d.entries.reduce((sum, e) => sum + e.amount_cents, 0);
  const closing = d.closing_cents ?? d.opening_cents + total;
  const body = `<Stmt><Id>STMT-1</Id><CreDtTm>2026-03-06T08:00:00</CreDtTm><Acct><Id><IBAN>${d.iban}</IBAN></Id></Acct>${balance('OPBD', d.opening_cents, '2026-03-01')}${balance('CLBD', closing, '2026-03-05')}${d.entries.map((e) => entry(e, version)).join('')}</Stmt>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.${d.version}"><BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-03-06T08:00:00</CreDtTm></GrpHdr>${body}</BkToCstmrStmt></Document>\n`;
}

export function camtFile(description: CamtDescription): Uint8Array {
  return new TextEncoder().encode(camtText(description));
}
