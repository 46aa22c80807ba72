import { epcQrPayload } from '@app/shared/epc-qr';
import { invoiceMentions } from '@app/shared/legal-mentions';
import type { DocumentData, DocumentLine } from '../documents/document-data.js';
import { buildDocumentPdf } from '../documents/document-pdf.js';
import { qrPng } from '../documents/qr-code.js';
import { buyerParty, sellerParty, type Logo } from '../documents/document-parties.js';
import type { InvoiceSnapshot } from '../documents/snapshot-types.js';
import { writeCii } from '../einvoicing/cii.js';
import { invoiceModel } from '../einvoicing/einvoice-model.js';
import { isFacturXSeller } from '../documents/facturx.js';

const documentLine = (line: InvoiceSnapshot['lines'][number]): DocumentLine => ({
  name: line.name,
  description: line.description,
  quantity: line.quantity,
  unitPriceCents: line.unit_price_cents,
  discountCents: line.discount_cents,
  vatRate: line.vat_rate,
  totalExclCents: line.net_cents,
  totalInclCents: line.total_incl_vat_cents,
  coefficient: line.coefficient,
});

const documentTotals = (snapshot: InvoiceSnapshot): DocumentData['totals'] => ({
  exclCents: snapshot.totals.excl_vat_cents,
  vatLines: snapshot.vat_lines.map((line) => ({
    rate: line.rate,
    baseCents: line.base_cents,
    vatCents: line.vat_cents,
  })),
  vatCents: snapshot.totals.vat_cents,
  inclCents: snapshot.totals.incl_vat_cents,
});

/** What the PDF of an invoice prints, from its snapshot alone. */
export function invoiceDocumentData(
  snapshot: InvoiceSnapshot,
  logo: Logo,
  options: { provisional: boolean; qrPng?: Buffer | null },
): DocumentData {
  const { seller, buyer } = snapshot;
  return {
    title: 'FACTURE',
    number: snapshot.number,
    issueDate: snapshot.issue_date,
    dueDate: snapshot.due_date,
    ...(snapshot.rental_period
      ? { rentalPeriod: { from: snapshot.rental_period.from, to: snapshot.rental_period.until } }
      : {}),
    ...(snapshot.delivery_date ? { deliveryDate: snapshot.delivery_date } : {}),
    ...(snapshot.quote_number ? { references: [`Devis ${snapshot.quote_number}`] } : {}),
    provisional: options.provisional,
    organization: sellerParty(seller, logo),
    client: buyerParty(buyer),
    lines: snapshot.lines.map(documentLine),
    totals: documentTotals(snapshot),
    mentions: invoiceMentions({
      country: seller.country,
      isVatSubject: seller.is_vat_subject,
      buyerType: buyer.client_type,
    }),
    // A provisional invoice must not be paid: it shows no way to pay it.
    ...(options.provisional
      ? {}
      : {
          payment: {
            amountCents: snapshot.totals.incl_vat_cents,
            reference: snapshot.payment_reference,
            dueDate: snapshot.due_date,
            qrPng: options.qrPng ?? null,
          },
        }),
  };
}

/**
 * The EPC QR code's payload (EPC069-12 v002) of an issued invoice: the seller's account, the
 * amount due and the payment reference. Null when there is nothing a bank could take from it
 * (no valid IBAN on an older organization, nothing to pay).
 */
export function invoiceQrPayload(snapshot: InvoiceSnapshot): string | null {
  if (snapshot.totals.incl_vat_cents <= 0) return null;
  try {
    return epcQrPayload({
      name: snapshot.seller.name,
      iban: snapshot.seller.iban,
      bic: snapshot.seller.bic,
      amountCents: snapshot.totals.incl_vat_cents,
      reference: snapshot.payment_reference,
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export async function renderInvoicePdf(
  snapshot: InvoiceSnapshot,
  logo: Logo,
  options: { provisional: boolean },
): Promise<Buffer> {
  const payload = options.provisional ? null : invoiceQrPayload(snapshot);
  const png = payload ? await qrPng(payload) : null;
  // A validated invoice is a Factur-X PDF in France, in Belgium when the snapshot says so (#15).
  const facturX =
    !options.provisional && isFacturXSeller(snapshot.seller)
      ? { ciiXml: writeCii(invoiceModel(snapshot)), date: snapshot.issue_date }
      : undefined;
  return buildDocumentPdf(invoiceDocumentData(snapshot, logo, { ...options, qrPng: png }), facturX);
}
