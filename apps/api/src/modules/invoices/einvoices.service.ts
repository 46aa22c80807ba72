// E-invoice downloads of invoices: the Peppol UBL of a validated invoice and its CII, each written
// from its frozen snapshot with its frozen PDF attached, so every download is the same bytes (a
// credit note's: credit-notes/credit-note-ubl.ts).
import { goesThroughPeppol, MSG_UBL_CONSUMER_INVOICE } from '@app/shared/einvoicing';
import type { Db } from '../../db/prisma.js';
import { AppError } from '../../errors/app-error.js';
import { sendAttachment } from '../../http/attachment.js';
import { assertPlanIncludes } from '../subscription/plan-limits.js';
import type { Response } from 'express';
import type { InvoiceSnapshot } from '../documents/snapshot-types.js';
import { freezeLegacyInvoice } from './invoice-freeze.js';
import { findOwnInvoice } from './invoices.data.js';
import { invoicePdf } from './invoices.service.js';
import { writeCii } from '../einvoicing/cii.js';
import { invoiceModel } from '../einvoicing/einvoice-model.js';
import { writeUbl } from '../einvoicing/ubl.js';

export const MSG_EINVOICE_PENDING =
  'Une facture provisoire n’a pas de facture électronique : validez-la d’abord.';

export type XmlDownload = { xml: string; fileName: string };

/** The frozen snapshot of a validated invoice (frozen now if it predates snapshots). */
async function validatedInvoice(db: Db, organizationId: number, invoiceId: number) {
  const select = { formatted_invoice_id: true, status: true, snapshot: true } as const;
  let invoice = await findOwnInvoice(db, organizationId, invoiceId, select);
  if (invoice.status !== 'Validated') throw new AppError('CONFLICT', MSG_EINVOICE_PENDING);
  await assertPlanIncludes(db, organizationId, 'creation_factures_pdf');
  if (invoice.snapshot === null) {
    await freezeLegacyInvoice(db, organizationId, invoiceId);
    invoice = await findOwnInvoice(db, organizationId, invoiceId, select);
  }
  return {
    snapshot: invoice.snapshot as unknown as InvoiceSnapshot,
    number: invoice.formatted_invoice_id,
  };
}

/**
 * GET /api/invoice/getInvoiceUbl: FACTURE-<number>.xml, Peppol BIS 3.0 with the PDF inside; 409
 * for an invoice issued to a private person (Peppol is B2B and B2G: the PDF is their document).
 */
export async function invoiceUbl(
  db: Db,
  organizationId: number,
  invoiceId: number,
): Promise<XmlDownload> {
  const { snapshot, number } = await validatedInvoice(db, organizationId, invoiceId);
  if (!goesThroughPeppol(snapshot.buyer.client_type)) {
    throw new AppError('CONFLICT', MSG_UBL_CONSUMER_INVOICE);
  }
  const pdf = await invoicePdf(db, organizationId, invoiceId);
  return { xml: writeUbl(invoiceModel(snapshot), pdf), fileName: `FACTURE-${number}.xml` };
}

/** GET /api/invoice/getInvoiceCii: the CII XML alone (the one a Factur-X PDF carries). */
export async function invoiceCii(
  db: Db,
  organizationId: number,
  invoiceId: number,
): Promise<XmlDownload> {
  const { snapshot, number } = await validatedInvoice(db, organizationId, invoiceId);
  return { xml: writeCii(invoiceModel(snapshot)), fileName: `FACTURE-${number}-CII.xml` };
}

/** Answers an e-invoice as a download (UTF-8 XML). */
export function sendXml(res: Response, { xml, fileName }: XmlDownload): void {
  sendAttachment(res, 'application/xml; charset=utf-8', fileName, xml);
}
