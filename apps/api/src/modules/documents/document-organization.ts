import type { Response } from 'express';
import type { DbOrTx } from '../../db/prisma.js';
import { sendAttachment } from '../../http/attachment.js';
import { assertPlanIncludes } from '../subscription/plan-limits.js';
import type { DocumentData, DocumentParty } from './document-data.js';
import {
  buyerParty,
  buyerSnapshot,
  sellerParty,
  sellerSnapshot,
  type Logo,
} from './document-parties.js';

/** The organization's logo as it is now: drawn on a PDF when it is rendered. */
export async function organizationLogo(db: DbOrTx, organizationId: number): Promise<Logo> {
  const organization = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
    select: { logo_file: { select: { data: true, mime_type: true } } },
  });
  const file = organization.logo_file;
  return file ? { data: file.data, mime: file.mime_type } : null;
}

/** The organization block of a document; refuses (409) when the plan has no PDF creation. */
export async function documentOrganization(
  db: DbOrTx,
  organizationId: number,
): Promise<DocumentData['organization']> {
  await assertPlanIncludes(db, organizationId, 'creation_factures_pdf');
  const organization = await db.organization.findUniqueOrThrow({
    where: { organization_id: organizationId },
  });
  return sellerParty(sellerSnapshot(organization), await organizationLogo(db, organizationId));
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
  return buyerParty(buyerSnapshot(client));
}

/** A document's PDF: its bytes and the name it is downloaded under. */
export type PdfFile = { bytes: Buffer; fileName: string };

/** `attachment; filename="DEVIS_DEV-2026-0001.pdf"` and the PDF bytes. */
export function sendPdf(res: Response, { bytes, fileName }: PdfFile): void {
  sendAttachment(res, 'application/pdf', fileName, bytes);
}
