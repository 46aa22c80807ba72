// /invoice/:id (issue #30): one invoice with its actions (those of its row in the list), its
// lines, totals, payments, refunds and credit notes (each with its own actions), where it comes
// from, and its history.
import { Link } from 'react-router-dom';
import { AREA_KEYS } from '../../api/query-client';
import { EmailDocumentDialog } from '../../components/documents/EmailDocumentDialog';
import {
  DocumentFactsList,
  DocumentPage,
  DocumentSheetHeader,
  useDocumentHistory,
} from '../../components/documents/DocumentSheet';
import { Timeline } from '../../components/documents/Timeline';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { RowActions, useInvoiceActions } from './invoice-actions';
import { INVOICE_STATUSES, euros, isProvisional } from './invoice-labels';
import { getInvoiceHistory, getInvoiceOfPage, type InvoiceDetails } from './invoices.api';
import { InvoiceDetailsBody } from './InvoiceDetailsDialog';
import { InvoiceFacts, InvoiceLinesTable, InvoiceTotals } from './InvoiceSummary';
import { InvoicePeppol } from './InvoicePeppol';
import { InvoiceValidationDialog } from './InvoiceValidationDialog';
import './invoices.css';

/** Where the invoice comes from: its quote or its sale, linked to its page. */
function origin(invoice: InvoiceDetails) {
  if (invoice.quote_id !== null) return <Link to={`/quote/${invoice.quote_id}`}>Le devis</Link>;
  if (invoice.sale_id !== null) return <Link to={`/sale/${invoice.sale_id}`}>La vente</Link>;
  return '—';
}

/** The credit notes' own actions: download, Peppol XML, e-mail. */
function CreditNoteDocuments({
  invoice,
  actions,
}: {
  invoice: InvoiceDetails;
  actions: ReturnType<typeof useInvoiceActions>;
}) {
  if (invoice.credit_notes.length === 0) return null;
  return (
    <section className="document-sheet__section" aria-labelledby="invoice-page-credit-notes">
      <h2 id="invoice-page-credit-notes">Documents des notes de crédit</h2>
      <ul className="invoice-page__credit-notes">
        {invoice.credit_notes.map((creditNote) => (
          <li key={creditNote.credit_note_id}>
            <span>
              {creditNote.formatted_credit_note_id} · {euros(creditNote.total_amount)}
            </span>
            <span className="document-sheet__actions">
              <RowActions row={{ kind: 'credit_note', creditNote }} actions={actions} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvoiceContent({ invoice }: { invoice: InvoiceDetails }) {
  const actions = useInvoiceActions();
  const invalidate = useInvalidate();
  const history = useDocumentHistory(AREA_KEYS.invoices, invoice.invoice_id, getInvoiceHistory);
  // A payment, a refund or a credit note: the invoice, its list and its history are read again.
  const reload = () => invalidate(AREA_KEYS.invoices);
  return (
    <>
      <DocumentSheetHeader
        title={`Facture ${invoice.formatted_invoice_id}`}
        status={<StatusBadge look={INVOICE_STATUSES[invoice.status]} />}
        actions={<RowActions row={{ kind: 'invoice', invoice }} actions={actions} />}
      />
      <DocumentFactsList
        facts={[
          ['Type', invoice.type],
          ['Origine', origin(invoice)],
        ]}
      />
      {isProvisional(invoice) ? (
        <div className="invoice-details">
          <InvoiceFacts invoice={invoice} />
          <InvoiceLinesTable lines={invoice.lines} />
          <InvoiceTotals invoice={invoice} />
        </div>
      ) : (
        <InvoiceDetailsBody
          invoice={invoice}
          refresh={reload}
          onBusy={() => undefined}
          onBalance={reload}
          onCreditNote={reload}
        />
      )}
      <CreditNoteDocuments invoice={invoice} actions={actions} />
      <InvoicePeppol invoice={invoice} />
      <Timeline history={history.state} onRetry={history.reload} />
      <InvoiceValidationDialog actions={actions} />
      <EmailDocumentDialog opened={actions.email.opened} onClose={actions.email.close} />
    </>
  );
}

/** The invoice of the answer (a refusal stays one: the page says introuvable). */
async function loadInvoice(invoiceId: number, signal: AbortSignal) {
  const result = await getInvoiceOfPage(invoiceId, signal);
  return result && 'invoice' in result ? result.invoice : result;
}

export default function InvoiceDocumentPage() {
  return (
    <DocumentPage
      queryKey={AREA_KEYS.invoices}
      load={loadInvoice}
      titleOf={(invoice) => `Facture ${invoice.formatted_invoice_id}`}
      list={{ to: '/invoices', label: 'Factures' }}
      what="la facture"
      loading="Chargement de la facture"
      missing="Cette facture est introuvable"
    >
      {(invoice) => <InvoiceContent invoice={invoice} />}
    </DocumentPage>
  );
}
