import type { DbOrTx } from '../../db/prisma.js';
import { assertPlanIncludes } from '../subscription/plan-limits.js';
import type { DocumentData } from './document-pdf.js';

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
      is_vat_subject: true,
      terms: true,
      logo_file: { select: { data: true, mime_type: true } },
    },
  });
  return {
    name: organization.organization_name,
    address: organization.address,
    email: organization.email,
    phone: organization.phone,
    vatNumber: organization.vat_number,
    bankAccount: organization.bank_account,
    isVatSubject: organization.is_vat_subject,
    terms: organization.terms,
    logo: organization.logo_file
      ? { data: organization.logo_file.data, mime: organization.logo_file.mime_type }
      : null,
  };
}

/** `attachment; filename="DEVIS_DEV-2026-0001.pdf"` and the PDF bytes. */
export function sendPdf(res: import('express').Response, fileName: string, bytes: Buffer): void {
  res.setHeader('Content-Type', 'application/pdf');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(bytes);
}
