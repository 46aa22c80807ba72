// The received purchase invoices' endpoints (issue #33 "Receiving"), declared once for the API, the
// web and the OpenAPI document (contract.ts). They live under /api/accounting beside the Sorties
// they become, served by their own router.
import { z } from 'zod';
import { area, file, json, reads, sends, works } from './contract.js';
import type { Paged } from './paged-list.js';
import {
  receivedDocumentIdSchema,
  receivedDocumentsQuerySchema,
  type ImportedPurchaseInvoice,
  type ReceivedCounts,
  type ReceivedDocumentChanged,
  type ReceivedDocumentDto,
  type ReceivedStatus,
} from './purchase-invoices.js';

type ReceivedId = { received_document_id: number };

export const PURCHASE_INVOICES = area(
  '/api/accounting',
  {
    importPurchaseInvoice: {
      method: 'POST',
      summary:
        'Importe une facture ou une note de crédit d’un fournisseur (formulaire multipart ; en `file`, 10 Mo au plus : UBL, CII ou PDF Factur-X/ZUGFeRD) et en fait une sortie à comptabiliser ; un document déjà reçu est répondu tel quel (`duplicate`).',
      body: z.object({}),
      multipart: true,
      answer: json<ImportedPurchaseInvoice>({ status: 201 }),
      access: works('importer une facture reçue'),
      input: sends<{ file: Blob }>(),
    },
    listReceivedDocuments: {
      method: 'GET',
      summary:
        'Une page des documents reçus d’un statut (`status` : to_book, booked ou rejected ; to_book par défaut), les plus récents d’abord, et le nombre de documents de chaque statut.',
      query: receivedDocumentsQuerySchema,
      answer: json<Paged<ReceivedDocumentDto> & { counts: ReceivedCounts }>(),
      access: reads('consulter les factures reçues'),
      input: sends<{ page: number; page_size?: number; status?: ReceivedStatus }>(),
    },
    rejectReceivedDocument: {
      method: 'PUT',
      summary:
        'Rejette un document à comptabiliser (`received_document_id` dans la requête) : il quitte la liste à comptabiliser.',
      query: receivedDocumentIdSchema,
      body: z.object({}),
      answer: json<ReceivedDocumentChanged>(),
      access: works('rejeter une facture reçue'),
      input: sends<ReceivedId>(),
    },
    restoreReceivedDocument: {
      method: 'DELETE',
      summary: 'Remet à comptabiliser un document rejeté (`received_document_id` dans la requête).',
      query: receivedDocumentIdSchema,
      answer: json<ReceivedDocumentChanged>(),
      access: works('rétablir une facture reçue'),
      input: sends<ReceivedId>(),
    },
    getReceivedDocumentFile: {
      method: 'GET',
      summary: 'Le fichier reçu tel quel (XML ou PDF).',
      query: receivedDocumentIdSchema,
      answer: file('application/xml', 'application/pdf'),
      access: reads('télécharger une facture reçue'),
      input: sends<ReceivedId>(),
    },
  },
  {
    listReceivedDocuments: '/receivedDocuments',
    rejectReceivedDocument: '/receivedDocuments/reject',
    restoreReceivedDocument: '/receivedDocuments/reject',
  },
);
