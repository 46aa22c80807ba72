// Peppol BIS Billing 3.0 (UBL 2.1): an invoice (380) or a credit note (381) laid out from the
// e-invoice model. The XML is built with xmlbuilder2, which escapes every text; elements follow the
// order of the UBL schema, and an empty value writes no element (Peppol R008).
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces.js';
import type { EDocument, ELine, EParty, Identifier, VatCategory } from './einvoice-model.js';
import { newXmlDocument } from './xml-document.js';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
export const PEPPOL_CUSTOMIZATION_ID =
  'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const CURRENCY = 'EUR';

/** The invoice's PDF, embedded as BT-125 (AdditionalDocumentReference). */
export type PdfAttachment = { fileName: string; bytes: Uint8Array };

type Node = XMLBuilder;

/** A cbc element with its text; nothing when the text is empty. */
function text(parent: Node, name: string, value: string | undefined, attrs?: object) {
  if (value === undefined || value === '') return;
  parent.ele(NS.cbc, `cbc:${name}`, attrs).txt(value);
}

const money = (parent: Node, name: string, value: string) =>
  text(parent, name, value, { currencyID: CURRENCY });

const group = (parent: Node, name: string) => parent.ele(NS.cac, `cac:${name}`);

function identifier(parent: Node, name: string, id: Identifier | undefined) {
  if (id) text(parent, name, id.id, { schemeID: id.scheme });
}

function taxScheme(parent: Node, id: string) {
  text(group(parent, 'TaxScheme'), 'ID', id);
}

function partyTaxScheme(party: Node, companyId: string | undefined, scheme: string) {
  if (!companyId) return;
  const node = group(party, 'PartyTaxScheme');
  text(node, 'CompanyID', companyId);
  taxScheme(node, scheme);
}

function writeParty(parent: Node, name: string, source: EParty) {
  const party = group(group(parent, name), 'Party');
  identifier(party, 'EndpointID', source.endpoint);
  if (source.legalId) identifier(group(party, 'PartyIdentification'), 'ID', source.legalId);
  text(group(party, 'PartyName'), 'Name', source.name);
  const address = group(party, 'PostalAddress');
  text(address, 'StreetName', source.street);
  text(address, 'CityName', source.city);
  text(address, 'PostalZone', source.postalCode);
  text(group(address, 'Country'), 'IdentificationCode', source.country);
  partyTaxScheme(party, source.vatId, 'VAT');
  partyTaxScheme(party, source.taxRegistrationId, 'TAX');
  const legal = group(party, 'PartyLegalEntity');
  text(legal, 'RegistrationName', source.name);
  identifier(legal, 'CompanyID', source.legalId);
  text(legal, 'CompanyLegalForm', source.legalInfo);
  if (source.email || source.phone) {
    const contact = group(party, 'Contact');
    text(contact, 'Telephone', source.phone);
    text(contact, 'ElectronicMail', source.email);
  }
}

function category(parent: Node, name: string, vat: VatCategory, withReason: boolean) {
  const node = group(parent, name);
  text(node, 'ID', vat.code);
  text(node, 'Percent', vat.rate);
  if (withReason) text(node, 'TaxExemptionReason', vat.exemptionReason);
  taxScheme(node, 'VAT');
}

function writeHeader(root: Node, doc: EDocument, pdf: PdfAttachment) {
  text(root, 'CustomizationID', PEPPOL_CUSTOMIZATION_ID);
  text(root, 'ProfileID', PEPPOL_PROFILE_ID);
  text(root, 'ID', doc.number);
  text(root, 'IssueDate', doc.issueDate);
  if (doc.kind === 'invoice') {
    text(root, 'DueDate', doc.dueDate);
    text(root, 'InvoiceTypeCode', doc.typeCode);
  } else {
    text(root, 'CreditNoteTypeCode', doc.typeCode);
  }
  text(root, 'Note', doc.note);
  text(root, 'DocumentCurrencyCode', CURRENCY);
  text(root, 'BuyerReference', doc.buyerReference);
  if (doc.period) {
    const period = group(root, 'InvoicePeriod');
    text(period, 'StartDate', doc.period.start);
    text(period, 'EndDate', doc.period.end);
  }
  if (doc.precedingInvoice) {
    const reference = group(group(root, 'BillingReference'), 'InvoiceDocumentReference');
    text(reference, 'ID', doc.precedingInvoice.number);
    text(reference, 'IssueDate', doc.precedingInvoice.issueDate);
  }
  const attachment = group(root, 'AdditionalDocumentReference');
  text(attachment, 'ID', doc.number);
  text(group(attachment, 'Attachment'), 'EmbeddedDocumentBinaryObject', base64(pdf.bytes), {
    mimeCode: 'application/pdf',
    filename: pdf.fileName,
  });
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

function writePayment(root: Node, doc: EDocument) {
  if (doc.deliveryDate) text(group(root, 'Delivery'), 'ActualDeliveryDate', doc.deliveryDate);
  if (doc.payment) {
    const means = group(root, 'PaymentMeans');
    text(means, 'PaymentMeansCode', '58', { name: 'SEPA credit transfer' });
    text(means, 'PaymentID', doc.payment.reference);
    const account = group(means, 'PayeeFinancialAccount');
    text(account, 'ID', doc.payment.iban);
    text(account, 'Name', doc.payment.accountName);
    if (doc.payment.bic) text(group(account, 'FinancialInstitutionBranch'), 'ID', doc.payment.bic);
  }
  if (doc.paymentTerms) text(group(root, 'PaymentTerms'), 'Note', doc.paymentTerms);
}

function writeTotals(root: Node, doc: EDocument) {
  const taxTotal = group(root, 'TaxTotal');
  money(taxTotal, 'TaxAmount', doc.totals.vat);
  for (const subtotal of doc.vatBreakdown) {
    const node = group(taxTotal, 'TaxSubtotal');
    money(node, 'TaxableAmount', subtotal.taxable);
    money(node, 'TaxAmount', subtotal.tax);
    category(node, 'TaxCategory', subtotal.category, true);
  }
  const totals = group(root, 'LegalMonetaryTotal');
  money(totals, 'LineExtensionAmount', doc.totals.lines);
  money(totals, 'TaxExclusiveAmount', doc.totals.exclVat);
  money(totals, 'TaxInclusiveAmount', doc.totals.inclVat);
  money(totals, 'PayableAmount', doc.totals.payable);
}

function writeLine(root: Node, doc: EDocument, line: ELine) {
  const invoice = doc.kind === 'invoice';
  const node = group(root, invoice ? 'InvoiceLine' : 'CreditNoteLine');
  text(node, 'ID', line.id);
  text(node, 'Note', line.note);
  text(node, invoice ? 'InvoicedQuantity' : 'CreditedQuantity', line.quantity, {
    unitCode: line.unitCode,
  });
  money(node, 'LineExtensionAmount', line.net);
  if (line.allowance) {
    const allowance = group(node, 'AllowanceCharge');
    text(allowance, 'ChargeIndicator', 'false');
    text(allowance, 'AllowanceChargeReasonCode', '95');
    text(allowance, 'AllowanceChargeReason', 'Remise');
    money(allowance, 'Amount', line.allowance);
  }
  const item = group(node, 'Item');
  text(item, 'Description', line.description);
  text(item, 'Name', line.name);
  category(item, 'ClassifiedTaxCategory', line.vat, false);
  money(group(node, 'Price'), 'PriceAmount', line.price);
}

/** The UBL document (Invoice or CreditNote) of an e-invoice model, as UTF-8 XML text. */
export function writeUbl(doc: EDocument, pdf: PdfAttachment): string {
  const invoice = doc.kind === 'invoice';
  const root = newXmlDocument().ele(
    invoice ? NS.invoice : NS.creditNote,
    invoice ? 'Invoice' : 'CreditNote',
    { 'xmlns:cac': NS.cac, 'xmlns:cbc': NS.cbc },
  );
  writeHeader(root, doc, pdf);
  writeParty(root, 'AccountingSupplierParty', doc.seller);
  writeParty(root, 'AccountingCustomerParty', doc.buyer);
  writePayment(root, doc);
  writeTotals(root, doc);
  for (const line of doc.lines) writeLine(root, doc, line);
  return root.end({ prettyPrint: true });
}
