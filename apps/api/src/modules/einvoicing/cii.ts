// UN/CEFACT Cross Industry Invoice (D16B), EN 16931 profile: the XML a Factur-X PDF carries as
// factur-x.xml, laid out from the e-invoice model. Built with xmlbuilder2 (every text escaped),
// in the order of the CII schema; an empty value writes no element.
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EDocument, ELine, EParty, VatCategory } from './einvoice-model.js';
import { newXmlDocument } from './xml-document.js';

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
};
/** Factur-X 1.0 / ZUGFeRD 2 "EN 16931" (Comfort) profile. */
export const FACTURX_EN16931_GUIDELINE = 'urn:cen.eu:en16931:2017';
const CURRENCY = 'EUR';

type Node = XMLBuilder;

const ram = (parent: Node, name: string) => parent.ele(NS.ram, `ram:${name}`);

function text(parent: Node, name: string, value: string | undefined, attrs?: object) {
  if (value === undefined || value === '') return;
  parent.ele(NS.ram, `ram:${name}`, attrs).txt(value);
}

/** A date as CII writes it: format 102, YYYYMMDD. */
function date(parent: Node, name: string, iso: string | undefined, type: 'udt' | 'qdt' = 'udt') {
  if (!iso) return;
  ram(parent, name)
    .ele(NS[type], `${type}:DateTimeString`, { format: '102' })
    .txt(iso.replaceAll('-', ''));
}

function writeParty(parent: Node, name: string, party: EParty) {
  const node = ram(parent, name);
  text(node, 'Name', party.name);
  text(node, 'Description', party.legalInfo);
  if (party.legalId) {
    text(ram(node, 'SpecifiedLegalOrganization'), 'ID', party.legalId.id, {
      schemeID: party.legalId.scheme,
    });
  }
  const address = ram(node, 'PostalTradeAddress');
  text(address, 'PostcodeCode', party.postalCode);
  text(address, 'LineOne', party.street);
  text(address, 'CityName', party.city);
  text(address, 'CountryID', party.country);
  if (party.endpoint) {
    text(ram(node, 'URIUniversalCommunication'), 'URIID', party.endpoint.id, {
      schemeID: party.endpoint.scheme,
    });
  }
  if (party.vatId)
    text(ram(node, 'SpecifiedTaxRegistration'), 'ID', party.vatId, { schemeID: 'VA' });
  if (party.taxRegistrationId) {
    text(ram(node, 'SpecifiedTaxRegistration'), 'ID', party.taxRegistrationId, { schemeID: 'FC' });
  }
}

function lineTax(parent: Node, vat: VatCategory) {
  const tax = ram(parent, 'ApplicableTradeTax');
  text(tax, 'TypeCode', 'VAT');
  text(tax, 'CategoryCode', vat.code);
  text(tax, 'RateApplicablePercent', vat.rate);
}

function writeLine(parent: Node, line: ELine) {
  const item = ram(parent, 'IncludedSupplyChainTradeLineItem');
  const document = ram(item, 'AssociatedDocumentLineDocument');
  text(document, 'LineID', line.id);
  if (line.note) text(ram(document, 'IncludedNote'), 'Content', line.note);
  const product = ram(item, 'SpecifiedTradeProduct');
  text(product, 'Name', line.name);
  text(product, 'Description', line.description);
  text(
    ram(ram(item, 'SpecifiedLineTradeAgreement'), 'NetPriceProductTradePrice'),
    'ChargeAmount',
    line.price,
  );
  text(ram(item, 'SpecifiedLineTradeDelivery'), 'BilledQuantity', line.quantity, {
    unitCode: line.unitCode,
  });
  const settlement = ram(item, 'SpecifiedLineTradeSettlement');
  lineTax(settlement, line.vat);
  if (line.allowance) {
    const allowance = ram(settlement, 'SpecifiedTradeAllowanceCharge');
    ram(allowance, 'ChargeIndicator').ele(NS.udt, 'udt:Indicator').txt('false');
    text(allowance, 'ActualAmount', line.allowance);
    text(allowance, 'ReasonCode', '95');
    text(allowance, 'Reason', 'Remise');
  }
  text(
    ram(settlement, 'SpecifiedTradeSettlementLineMonetarySummation'),
    'LineTotalAmount',
    line.net,
  );
}

function writeSettlement(parent: Node, doc: EDocument) {
  const settlement = ram(parent, 'ApplicableHeaderTradeSettlement');
  text(settlement, 'PaymentReference', doc.payment?.reference);
  text(settlement, 'InvoiceCurrencyCode', CURRENCY);
  if (doc.payment) {
    const means = ram(settlement, 'SpecifiedTradeSettlementPaymentMeans');
    text(means, 'TypeCode', '58');
    const account = ram(means, 'PayeePartyCreditorFinancialAccount');
    text(account, 'IBANID', doc.payment.iban);
    text(account, 'AccountName', doc.payment.accountName);
    if (doc.payment.bic) {
      text(ram(means, 'PayeeSpecifiedCreditorFinancialInstitution'), 'BICID', doc.payment.bic);
    }
  }
  for (const subtotal of doc.vatBreakdown) {
    const tax = ram(settlement, 'ApplicableTradeTax');
    text(tax, 'CalculatedAmount', subtotal.tax);
    text(tax, 'TypeCode', 'VAT');
    text(tax, 'ExemptionReason', subtotal.category.exemptionReason);
    text(tax, 'BasisAmount', subtotal.taxable);
    text(tax, 'CategoryCode', subtotal.category.code);
    text(tax, 'RateApplicablePercent', subtotal.category.rate);
  }
  if (doc.period) {
    const period = ram(settlement, 'BillingSpecifiedPeriod');
    date(period, 'StartDateTime', doc.period.start);
    date(period, 'EndDateTime', doc.period.end);
  }
  if (doc.paymentTerms || doc.dueDate) {
    const terms = ram(settlement, 'SpecifiedTradePaymentTerms');
    text(terms, 'Description', doc.paymentTerms);
    date(terms, 'DueDateDateTime', doc.dueDate);
  }
  const totals = ram(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  text(totals, 'LineTotalAmount', doc.totals.lines);
  text(totals, 'TaxBasisTotalAmount', doc.totals.exclVat);
  text(totals, 'TaxTotalAmount', doc.totals.vat, { currencyID: CURRENCY });
  text(totals, 'GrandTotalAmount', doc.totals.inclVat);
  text(totals, 'DuePayableAmount', doc.totals.payable);
  if (doc.precedingInvoice) {
    const reference = ram(settlement, 'InvoiceReferencedDocument');
    text(reference, 'IssuerAssignedID', doc.precedingInvoice.number);
    date(reference, 'FormattedIssueDateTime', doc.precedingInvoice.issueDate, 'qdt');
  }
}

/** The CII document of an e-invoice model, as UTF-8 XML text. */
export function writeCii(doc: EDocument): string {
  const root = newXmlDocument().ele(NS.rsm, 'rsm:CrossIndustryInvoice', {
    'xmlns:ram': NS.ram,
    'xmlns:udt': NS.udt,
    'xmlns:qdt': NS.qdt,
  });
  text(
    ram(
      root.ele(NS.rsm, 'rsm:ExchangedDocumentContext'),
      'GuidelineSpecifiedDocumentContextParameter',
    ),
    'ID',
    FACTURX_EN16931_GUIDELINE,
  );
  const header = root.ele(NS.rsm, 'rsm:ExchangedDocument');
  text(header, 'ID', doc.number);
  text(header, 'TypeCode', doc.typeCode);
  date(header, 'IssueDateTime', doc.issueDate);
  if (doc.note) text(ram(header, 'IncludedNote'), 'Content', doc.note);
  const transaction = root.ele(NS.rsm, 'rsm:SupplyChainTradeTransaction');
  for (const line of doc.lines) writeLine(transaction, line);
  const agreement = ram(transaction, 'ApplicableHeaderTradeAgreement');
  text(agreement, 'BuyerReference', doc.buyerReference);
  writeParty(agreement, 'SellerTradeParty', doc.seller);
  writeParty(agreement, 'BuyerTradeParty', doc.buyer);
  const delivery = ram(transaction, 'ApplicableHeaderTradeDelivery');
  if (doc.deliveryDate) {
    date(ram(delivery, 'ActualDeliverySupplyChainEvent'), 'OccurrenceDateTime', doc.deliveryDate);
  }
  writeSettlement(transaction, doc);
  return root.end({ prettyPrint: true });
}
