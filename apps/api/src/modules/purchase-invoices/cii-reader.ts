// A supplier's UN/CEFACT Cross Industry Invoice (EN 16931, also the XML inside a Factur-X or
// ZUGFeRD 2 PDF) read into the draft of a Sortie, like ubl-reader.ts reads UBL.
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

const FORMAT = 'CII';

/** UNTDID 1001 codes of the documents that credit the buyer (EN 16931's credit notes). */
const CREDIT_NOTE_CODES = new Set([
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
]);

const TRANSACTION = 'CrossIndustryInvoice/SupplyChainTradeTransaction';
const SETTLEMENT = `ApplicableHeaderTradeSettlement`;

/** "20150109" (format 102) → "2015-01-09"; a 400 naming the element otherwise. */
function dateOf(value: string, where: string): string {
  if (!/^\d{8}$/.test(value)) {
    throw badRequest(`${FORMAT} : date illisible dans ${where} (« ${value.slice(0, 40)} »).`);
  }
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

function supplierOf(seller: unknown): PurchaseInvoiceDraft['supplier'] {
  const where = `${TRANSACTION}/ApplicableHeaderTradeAgreement/SellerTradeParty`;
  if (seller === undefined) throw badRequest(`${FORMAT} : élément ${where} manquant.`);
  const registrations = all(seller, 'SpecifiedTaxRegistration');
  const vat = registrations.find((entry) => attribute(entry, 'ID', 'schemeID') === 'VA');
  const endpoint = text(seller, 'URIUniversalCommunication/URIID');
  const scheme = attribute(seller, 'URIUniversalCommunication/URIID', 'schemeID');
  return {
    name: required(seller, 'Name', where, FORMAT),
    endpoint_id: endpoint === undefined ? null : scheme ? `${scheme}:${endpoint}` : endpoint,
    vat_number: text(vat, 'ID') ?? null,
    registration: text(seller, 'SpecifiedLegalOrganization/ID') ?? null,
  };
}

function vatOf(settlement: unknown, sign: number) {
  return byRate(
    all(settlement, 'ApplicableTradeTax').map((tax, index) => {
      const where = `${TRANSACTION}/${SETTLEMENT}/ApplicableTradeTax[${index + 1}]`;
      return {
        rate: rate(text(tax, 'RateApplicablePercent'), `${where}/RateApplicablePercent`, FORMAT),
        amount_cents:
          sign *
          cents(
            required(tax, 'CalculatedAmount', where, FORMAT),
            `${where}/CalculatedAmount`,
            FORMAT,
          ),
      };
    }),
  );
}

/** The draft of a CrossIndustryInvoice tree. */
export function readCii(tree: XmlNode): PurchaseInvoiceDraft {
  const document = tree.CrossIndustryInvoice;
  const exchanged = at(document, 'ExchangedDocument');
  const where = 'CrossIndustryInvoice/ExchangedDocument';
  const typeCode = text(exchanged, 'TypeCode') ?? '380';
  const kind = CREDIT_NOTE_CODES.has(typeCode) ? 'credit_note' : 'invoice';
  const sign = kind === 'credit_note' ? -1 : 1;
  const transaction = at(document, 'SupplyChainTradeTransaction');
  const settlement = at(transaction, SETTLEMENT);
  const summation = `${SETTLEMENT}/SpecifiedTradeSettlementHeaderMonetarySummation`;
  const payable = required(transaction, `${summation}/DuePayableAmount`, TRANSACTION, FORMAT);
  const due = text(settlement, 'SpecifiedTradePaymentTerms/DueDateDateTime/DateTimeString');
  const means = all(settlement, 'SpecifiedTradeSettlementPaymentMeans');
  return {
    kind,
    supplier: supplierOf(at(transaction, 'ApplicableHeaderTradeAgreement/SellerTradeParty')),
    document_number: required(exchanged, 'ID', where, FORMAT),
    issue_date: dateOf(
      required(exchanged, 'IssueDateTime/DateTimeString', where, FORMAT),
      `${where}/IssueDateTime/DateTimeString`,
    ),
    due_date:
      due === undefined
        ? null
        : dateOf(due, `${TRANSACTION}/${SETTLEMENT}/SpecifiedTradePaymentTerms`),
    currency: text(settlement, 'InvoiceCurrencyCode') ?? 'EUR',
    amount_cents: sign * cents(payable, `${TRANSACTION}/${summation}/DuePayableAmount`, FORMAT),
    vat: vatOf(settlement, sign),
    payment_reference: text(settlement, 'PaymentReference') ?? null,
    iban: supplierIban(
      means.map((mean) => text(mean, 'PayeePartyCreditorFinancialAccount/IBANID')).find(Boolean),
    ),
  };
}
