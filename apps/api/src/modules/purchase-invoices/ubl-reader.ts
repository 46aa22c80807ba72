// A supplier's UBL 2.1 Invoice or CreditNote (Peppol BIS Billing 3.0) read into the draft of a
// Sortie: who sent it, its number and dates, what is to be paid (negative for a credit note), the
// VAT per rate, how to pay it.
import type { PurchaseInvoiceDraft } from '@app/shared/purchase-invoices';
import { badRequest } from '../../errors/app-error.js';
import {
  all,
  at,
  attribute,
  byRate,
  cents,
  rate,
  required,
  supplierIban,
  text,
  type XmlNode,
} from './xml-document.js';

const FORMAT = 'UBL';

/** The supplier as the document names it (AccountingSupplierParty/Party). */
function supplierOf(root: string, document: unknown): PurchaseInvoiceDraft['supplier'] {
  const party = at(document, 'AccountingSupplierParty/Party');
  if (party === undefined) {
    throw badRequest(`${FORMAT} : élément ${root}/AccountingSupplierParty/Party manquant.`);
  }
  const name =
    text(party, 'PartyLegalEntity/RegistrationName') ??
    text(party, 'PartyName/Name') ??
    required(
      party,
      'PartyLegalEntity/RegistrationName',
      `${root}/AccountingSupplierParty/Party`,
      FORMAT,
    );
  const endpoint = text(party, 'EndpointID');
  const scheme = attribute(party, 'EndpointID', 'schemeID');
  const taxSchemes = all(party, 'PartyTaxScheme');
  const vatScheme =
    taxSchemes.find((scheme) => text(scheme, 'TaxScheme/ID') === 'VAT') ?? taxSchemes[0];
  return {
    name,
    endpoint_id: endpoint === undefined ? null : scheme ? `${scheme}:${endpoint}` : endpoint,
    vat_number: text(vatScheme, 'CompanyID') ?? null,
    registration: text(party, 'PartyLegalEntity/CompanyID') ?? null,
  };
}

/** The VAT breakdown of the document's first TaxTotal that has one, signed like the amount. */
function vatOf(root: string, document: unknown, sign: number) {
  const total = all(document, 'TaxTotal').find((tax) => all(tax, 'TaxSubtotal').length > 0);
  return byRate(
    all(total, 'TaxSubtotal').map((subtotal, index) => {
      const where = `${root}/TaxTotal/TaxSubtotal[${index + 1}]`;
      return {
        rate: rate(text(subtotal, 'TaxCategory/Percent'), `${where}/TaxCategory/Percent`, FORMAT),
        amount_cents:
          sign *
          cents(required(subtotal, 'TaxAmount', where, FORMAT), `${where}/TaxAmount`, FORMAT),
      };
    }),
  );
}

/** A business date (YYYY-MM-DD) of the document, or a 400 naming the element. */
function dateOf(value: string, where: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    throw badRequest(`${FORMAT} : date illisible dans ${where} (« ${value.slice(0, 40)} »).`);
  }
  return value;
}

/** The draft of the UBL document whose root element is `root` (Invoice or CreditNote). */
export function readUbl(tree: XmlNode, root: 'Invoice' | 'CreditNote'): PurchaseInvoiceDraft {
  const document = tree[root];
  const kind = root === 'CreditNote' ? 'credit_note' : 'invoice';
  const sign = kind === 'credit_note' ? -1 : 1;
  const payable = required(document, 'LegalMonetaryTotal/PayableAmount', root, FORMAT);
  const means = all(document, 'PaymentMeans');
  const dueDate = text(document, 'DueDate') ?? text(document, 'PaymentMeans/PaymentDueDate');
  return {
    kind,
    supplier: supplierOf(root, document),
    document_number: required(document, 'ID', root, FORMAT),
    issue_date: dateOf(required(document, 'IssueDate', root, FORMAT), `${root}/IssueDate`),
    due_date: dueDate === undefined ? null : dateOf(dueDate, `${root}/DueDate`),
    currency: text(document, 'DocumentCurrencyCode') ?? 'EUR',
    amount_cents: sign * cents(payable, `${root}/LegalMonetaryTotal/PayableAmount`, FORMAT),
    vat: vatOf(root, document, sign),
    payment_reference: means.map((mean) => text(mean, 'PaymentID')).find(Boolean) ?? null,
    iban: supplierIban(means.map((mean) => text(mean, 'PayeeFinancialAccount/ID')).find(Boolean)),
  };
}
