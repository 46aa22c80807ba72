import type { Response } from 'express';
import type { DbOrTx } from '../../db/prisma.js';
import { sendAttachment } from '../../http/attachment.js';
import { assertPlanIncludes } from '../subscription/plan-limits.js';
import type { DocumentData, DocumentParty } from './document-data.js';

/** The organization block of a document; refuses (409) when the plan has no PDF creation. */
export async function documentOrganization(
  db: DbOrTx,
  organizationId: number,
): Promise<DocumentData['organization']> {
  await assertPlanIncludes(db, organizationId, 'creation_factures_pdf');
  const organization = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: {
      organization_name: true,
      address: true,
      email: true,
      phone: true,
      vat_number: true,
      bank_account: true,
      bic: true,
      is_vat_subject: true,
      terms: true,
      country: true,
      enterprise_number: true,
      siret: true,
      postal_code: true,
      city: true,
      logo_file: { select: { data: true, mime_type: true } },
    },
  });
  return {
    name: organization.organization_name,
    address: organization.address,
    email: organization.email,
    phone: organization.phone,
    postalCode: organization.postal_code,
    city: organization.city,
    country: organization.country,
    enterpriseNumber: organization.enterprise_number,
    siret: organization.country === 'FR' ? organization.siret : null,
    // A VAT number of an organization not subject to VAT would mislead the client.
    vatNumber: organization.is_vat_subject ? organization.vat_number : null,
    bankAccount: organization.bank_account,
    bic: organization.bic,
    isVatSubject: organization.is_vat_subject,
    terms: organization.terms,
    logo: organization.logo_file
      ? { data: organization.logo_file.data, mime: organization.logo_file.mime_type }
      : null,
  };
}

/** The client block of a quote or sale: the client as it is now. */
export async function documentClient(
  db: DbOrTx,
  organizationId: number,
  clientId: number,
): Promise<DocumentParty> {
  const client = await db.client.findFirstOrThrow({
    where: { client_id: clientId, organization_id: organizationId },
  });
  return {
    name: client.client_name,
    address: client.client_address,
    postalCode: client.postal_code,
    city: client.city,
    country: client.country,
    enterpriseNumber: client.enterprise_number,
    vatNumber: client.vat_number,
    email: client.client_email,
  };
}

/** A document's PDF: its bytes and the name it is downloaded under. */
export type PdfFile = { bytes: Buffer; fileName: string };

/** `attachment; filename="DEVIS_DEV-2026-0001.pdf"` and the PDF bytes. */
export function sendPdf(res: Response, { bytes, fileName }: PdfFile): void {
  sendAttachment(res, 'application/pdf', fileName, bytes);
}
