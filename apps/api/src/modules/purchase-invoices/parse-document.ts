// What a received file is and what it says: a UBL Invoice or CreditNote, a CII, or a Factur-X /
// ZUGFeRD PDF (its embedded CII). Anything else is a 400 naming what was found.
import type { PurchaseInvoiceDraft, ReceivedFormat } from '@app/shared/purchase-invoices';
import { badRequest } from '../../errors/app-error.js';
import { readCii } from './cii-reader.js';
import { embeddedInvoiceXml } from './facturx-reader.js';
import { readUbl } from './ubl-reader.js';
import { readXml } from './xml-document.js';

export const MSG_EMPTY_DOCUMENT = 'Le fichier envoyé est vide.';
export const MSG_UNSUPPORTED_DOCUMENT =
  'Type de fichier non pris en charge : importez une facture UBL, un CII (XML) ou un PDF Factur-X/ZUGFeRD.';

export interface ParsedDocument {
  format: ReceivedFormat;
  /** Where the file's type lives: the stored file's MIME type. */
  mime: 'application/xml' | 'application/pdf';
  draft: PurchaseInvoiceDraft;
}

const startsWithPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** The root elements this reader knows, other than processing instructions. */
function rootOf(tree: Record<string, unknown>): string | undefined {
  return Object.keys(tree).find((name) => !name.startsWith('?'));
}

function readInvoiceXml(bytes: Uint8Array, what: string) {
  const tree = readXml(bytes, what);
  const root = rootOf(tree);
  if (root === 'Invoice' || root === 'CreditNote') {
    return {
      format: root === 'Invoice' ? ('ubl_invoice' as const) : ('ubl_credit_note' as const),
      draft: readUbl(tree, root),
    };
  }
  if (root === 'CrossIndustryInvoice') return { format: 'cii' as const, draft: readCii(tree) };
  throw badRequest(
    `${what} n’est ni une facture UBL (Invoice, CreditNote) ni un CII (CrossIndustryInvoice) : son élément racine est « ${(root ?? 'aucun').slice(0, 60)} ».`,
  );
}

/** The format and draft of a received file; a 400 (nothing written) when it cannot be read. */
export async function parseReceivedDocument(bytes: Uint8Array): Promise<ParsedDocument> {
  if (bytes.length === 0) throw badRequest(MSG_EMPTY_DOCUMENT);
  if (startsWithPdf(bytes)) {
    const xml = await embeddedInvoiceXml(bytes);
    const { format, draft } = readInvoiceXml(xml, 'Le XML joint au PDF');
    if (format !== 'cii') {
      throw badRequest(
        'Le XML joint au PDF n’est pas un CII : ce n’est pas un PDF Factur-X/ZUGFeRD.',
      );
    }
    return { format: 'facturx', mime: 'application/pdf', draft };
  }
  const head = Buffer.from(bytes.subarray(0, 64))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith('<')) throw badRequest(MSG_UNSUPPORTED_DOCUMENT);
  return { ...readInvoiceXml(bytes, 'Ce fichier'), mime: 'application/xml' };
}
