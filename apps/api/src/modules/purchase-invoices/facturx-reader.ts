// The CII XML a Factur-X or ZUGFeRD 2 PDF carries as an attachment, read with pdfjs-dist's
// getAttachments() (pdf.js 5 evaluates no code; fonts, XFA and pages are never loaded).
import { MAX_FILE_BYTES } from '@app/shared/files';
import { badRequest } from '../../errors/app-error.js';
import { loadPdfjs } from './pdfjs.js';

/** The names the Factur-X, ZUGFeRD 2 and XRechnung specifications give the embedded invoice. */
const INVOICE_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'];

export const MSG_PDF_UNREADABLE = 'Ce PDF est illisible : il n’a pas pu être ouvert.';
export const MSG_PDF_NO_INVOICE =
  'Ce PDF ne contient pas de facture électronique (pas de fichier factur-x.xml joint) : importez un PDF Factur-X/ZUGFeRD, un UBL ou un CII, ou saisissez la sortie à la main.';

type Attachment = { filename?: string; content?: Uint8Array };

async function attachmentsOf(bytes: Uint8Array): Promise<Attachment[]> {
  const { getDocument } = await loadPdfjs();
  const loading = getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  });
  try {
    const document = await loading.promise;
    const attachments = (await document.getAttachments()) as Record<string, Attachment> | null;
    return Object.values(attachments ?? {});
  } catch {
    throw badRequest(MSG_PDF_UNREADABLE);
  } finally {
    await loading.destroy();
  }
}

/** The embedded invoice XML of a Factur-X/ZUGFeRD PDF; a 400 when there is none. */
export async function embeddedInvoiceXml(bytes: Uint8Array): Promise<Uint8Array> {
  const attachments = await attachmentsOf(bytes);
  const invoice = attachments.find((attachment) =>
    INVOICE_NAMES.includes((attachment.filename ?? '').toLowerCase()),
  );
  if (!invoice?.content) throw badRequest(MSG_PDF_NO_INVOICE);
  if (invoice.content.length > MAX_FILE_BYTES) throw badRequest(MSG_PDF_NO_INVOICE);
  return invoice.content;
}
