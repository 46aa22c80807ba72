// What the invoices list's row buttons do: download a PDF or its Peppol XML, validate an invoice
// (after its confirmation), open its details, send a document by email.
import type { CreditNoteListItem, InvoiceListItem } from '@app/shared/invoices';
import { goesThroughPeppol } from '@app/shared/einvoicing';
import type { ValidatedInvoice } from '@app/shared/invoices-endpoints';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { saveBlob } from '../../api/download';
import {
  creditNoteEmail,
  getCreditNotePdf,
  getCreditNoteUbl,
  getInvoicePdf,
  getInvoiceUbl,
  invoiceEmail,
  validateInvoice,
} from './invoices.api';
import { RowActionButton } from '../../components/lists/RowActionButton';
import { useEmailDocument } from '../../components/documents/useEmailDocument';
import type { EmailDocumentSource } from '../../components/documents/useEmailDocument';
import type { Row } from './invoice-rows';
import { AREA_KEYS } from '../../api/query-client';
import { useAreaMutation, useInvalidate } from '../../hooks/useAreaMutation';

type Busy = { key: string; kind: 'pdf' | 'xml' | 'validate' | 'email' };

const invoiceKey = (invoice: InvoiceListItem) => `invoice-${invoice.invoice_id}`;
const creditNoteKey = (creditNote: CreditNoteListItem) => `credit-${creditNote.credit_note_id}`;

/** The list's key of a row, also the key of its busy buttons. */
export const rowKey = (row: Row) =>
  row.kind === 'invoice' ? invoiceKey(row.invoice) : creditNoteKey(row.creditNote);

/**
 * The row buttons' work; what they change invalidates the invoices, read again. `onValidated` is
 * told of each invoice validated (the list keeps it on screen).
 */
export function useInvoiceActions(onValidated?: (invoice: ValidatedInvoice) => void) {
  const [busy, setBusy] = useState<Busy | null>(null);
  const invalidate = useInvalidate();
  const validation = useAreaMutation(validateInvoice, [AREA_KEYS.invoices], (result) => result.ok);
  const [confirming, setConfirming] = useState<InvoiceListItem | null>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  const email = useEmailDocument();

  /**
   * Runs a row's action with its button spinning. A network failure was already told by the fetch
   * helper; a validation's dialog stays for another try.
   */
  const spinWhile = async (spinning: Busy, work: () => Promise<void>) => {
    setBusy(spinning);
    try {
      await work();
    } catch {
      // Network failure: the fetch helper already said so.
    } finally {
      setBusy(null);
    }
  };

  /** The email dialog of a document, opened once its draft is read (its button spins meanwhile). */
  const openEmail = (key: string, source: EmailDocumentSource) =>
    spinWhile({ key, kind: 'email' }, () => email.open(source));

  /** A PDF saved under its name, with its row's button spinning meanwhile. */
  const download: Download = (key, fetchFile, name, kind = 'pdf') =>
    spinWhile({ key, kind }, async () => {
      const file = await fetchFile();
      if (file) saveBlob(file, name);
    });

  const validate = (invoice: InvoiceListItem) =>
    spinWhile({ key: invoiceKey(invoice), kind: 'validate' }, async () => {
      const result = await validation.mutateAsync(invoice.invoice_id);
      if (!result.ok) {
        setValidationError(result.message);
        return;
      }
      onValidated?.(result.data.invoice);
      toast.success(result.data.message);
      setConfirming(null);
    });

  return {
    /** Which row's button spins, for what. */
    busy,
    /** The invoice whose validation is being confirmed, and the server's refusal if any. */
    confirming,
    validationError,
    askValidation: (invoice: InvoiceListItem) => {
      setValidationError(null);
      setConfirming(invoice);
    },
    cancelValidation: () => setConfirming(null),
    validate,
    ...fileDownloads(download),
    email,
    ...emailSources(openEmail, () => invalidate(AREA_KEYS.invoices)),
  };
}

/** The "Envoyer par e-mail" of a validated invoice and of a credit note; the list shows the date. */
function emailSources(
  openEmail: (key: string, source: EmailDocumentSource) => Promise<void>,
  onSent: () => void,
) {
  return {
    emailInvoice: (invoice: InvoiceListItem) =>
      openEmail(invoiceKey(invoice), {
        title: `Envoyer la facture ${invoice.formatted_invoice_id} par e-mail`,
        ...invoiceEmail(invoice.invoice_id),
        onSent,
      }),
    emailCreditNote: (creditNote: CreditNoteListItem) =>
      openEmail(creditNoteKey(creditNote), {
        title: `Envoyer la note de crédit ${creditNote.formatted_credit_note_id} par e-mail`,
        ...creditNoteEmail(creditNote.credit_note_id),
        onSent,
      }),
  };
}

type Download = (
  key: string,
  fetchFile: () => Promise<Blob | undefined>,
  name: string,
  kind?: 'pdf' | 'xml',
) => Promise<void>;

/** The PDF and Peppol XML downloads of invoices and credit notes, under their file names. */
function fileDownloads(download: Download) {
  return {
    downloadInvoice: (invoice: InvoiceListItem) =>
      download(
        invoiceKey(invoice),
        () => getInvoicePdf(invoice.invoice_id),
        `FACTURE-${invoice.formatted_invoice_id}.pdf`,
      ),
    downloadCreditNote: (creditNote: CreditNoteListItem) =>
      download(
        creditNoteKey(creditNote),
        () => getCreditNotePdf(creditNote.credit_note_id),
        `NOTE-DE-CREDIT-${creditNote.formatted_credit_note_id}.pdf`,
      ),
    downloadInvoiceXml: (invoice: InvoiceListItem) =>
      download(
        invoiceKey(invoice),
        () => getInvoiceUbl(invoice.invoice_id),
        `FACTURE-${invoice.formatted_invoice_id}.xml`,
        'xml',
      ),
    downloadCreditNoteXml: (creditNote: CreditNoteListItem) =>
      download(
        creditNoteKey(creditNote),
        () => getCreditNoteUbl(creditNote.credit_note_id),
        `NOTE-DE-CREDIT-${creditNote.formatted_credit_note_id}.xml`,
        'xml',
      ),
  };
}

const XML = { text: 'XML' };

/**
 * An invoice's Télécharger, then Valider while pending or, once validated, its Peppol XML (not
 * for a private person: Peppol is B2B), its email and Détails; a credit note's Télécharger,
 * Peppol XML (likewise) and email.
 */
export function RowActions({
  row,
  actions,
  onDetails,
}: {
  row: Row;
  actions: ReturnType<typeof useInvoiceActions>;
  /** Opens the details; none on the invoice's page, which shows them. */
  onDetails?: (invoiceId: number) => void;
}) {
  const { busy } = actions;
  const busyHere = (kind: Busy['kind']) => busy?.key === rowKey(row) && busy.kind === kind;
  if (row.kind === 'credit_note') {
    return <CreditNoteActions creditNote={row.creditNote} actions={actions} busyHere={busyHere} />;
  }
  const { invoice } = row;
  const number = invoice.formatted_invoice_id;
  return (
    <>
      <RowActionButton
        label="Télécharger la facture"
        row={number}
        icon="download"
        onClick={() => void actions.downloadInvoice(invoice)}
        loading={busyHere('pdf')}
      />
      {invoice.status === 'Pending' ? (
        <RowActionButton
          label="Valider la facture"
          needs="write"
          row={number}
          icon="validate"
          onClick={() => actions.askValidation(invoice)}
          loading={busyHere('validate')}
        />
      ) : (
        <>
          {goesThroughPeppol(invoice.client.client_type) && (
            <RowActionButton
              label="XML Peppol de la facture"
              row={number}
              icon={XML}
              onClick={() => void actions.downloadInvoiceXml(invoice)}
              loading={busyHere('xml')}
            />
          )}
          <RowActionButton
            label="Envoyer la facture par e-mail"
            needs="write"
            row={number}
            icon="email"
            onClick={() => void actions.emailInvoice(invoice)}
            loading={busyHere('email')}
          />
          {onDetails ? (
            <RowActionButton
              label="Détails de la facture"
              row={number}
              icon="invoice"
              onClick={() => onDetails(invoice.invoice_id)}
            />
          ) : null}
        </>
      )}
    </>
  );
}

/** A credit note's Télécharger, Peppol XML (a company's only) and email. */
function CreditNoteActions({
  creditNote,
  actions,
  busyHere,
}: {
  creditNote: CreditNoteListItem;
  actions: ReturnType<typeof useInvoiceActions>;
  busyHere: (kind: Busy['kind']) => boolean;
}) {
  return (
    <>
      <RowActionButton
        label="Télécharger la note de crédit"
        row={creditNote.formatted_credit_note_id}
        icon="download"
        onClick={() => void actions.downloadCreditNote(creditNote)}
        loading={busyHere('pdf')}
      />
      {goesThroughPeppol(creditNote.client.client_type) && (
        <RowActionButton
          label="XML Peppol de la note de crédit"
          row={creditNote.formatted_credit_note_id}
          icon={XML}
          onClick={() => void actions.downloadCreditNoteXml(creditNote)}
          loading={busyHere('xml')}
        />
      )}
      <RowActionButton
        label="Envoyer la note de crédit par e-mail"
        needs="write"
        row={creditNote.formatted_credit_note_id}
        icon="email"
        onClick={() => void actions.emailCreditNote(creditNote)}
        loading={busyHere('email')}
      />
    </>
  );
}
