// What an invoice's details dialog shows first: its facts, its lines and its totals.
import { formatDateFr } from '@app/shared/format';
import type { InvoiceDetails } from './invoices.api';
import { PaymentReference } from '../../components/documents/PaymentReference';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { PAYMENT_STATUSES, euros } from './invoice-labels';
import { useVatLabels } from '../../hooks/useVatLabels';
import { getOrganization } from '../organization/organization.api';

/** Client, dates, structured communication and payment status. */
export function InvoiceFacts({ invoice }: { invoice: InvoiceDetails }) {
  return (
    <dl className="invoice-details__facts">
      <div>
        <dt>Client</dt>
        <dd>{invoice.client.client_name}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>{formatDateFr(invoice.issue_date)}</dd>
      </div>
      <div>
        <dt>Échéance</dt>
        <dd>{formatDateFr(invoice.due_date)}</dd>
      </div>
      {invoice.payment_reference ? (
        <div className="invoice-details__reference">
          <dt>Communication</dt>
          <dd>
            <PaymentReference reference={invoice.payment_reference} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Paiement</dt>
        <dd>
          <StatusBadge look={PAYMENT_STATUSES[invoice.payment_status]} />
        </dd>
      </div>
    </dl>
  );
}

/** The invoice's lines, with the quantity already credited. */
export function InvoiceLinesTable({ lines }: { lines: InvoiceDetails['lines'] }) {
  const { totalExcl } = useVatLabels(getOrganization);
  return (
    <div className="table-wrapper">
      <table className="data-table">
        <caption className="invoice-details__caption">Lignes</caption>
        <thead>
          <tr>
            <th scope="col">Désignation</th>
            <th scope="col">Quantité</th>
            <th scope="col">Créditée</th>
            <th scope="col">Prix unitaire</th>
            <th scope="col">TVA</th>
            <th scope="col">{totalExcl}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.invoice_line_id}>
              <td data-label="Désignation">{line.name}</td>
              <td data-label="Quantité">{line.quantity}</td>
              <td data-label="Créditée">{line.credited_quantity}</td>
              <td data-label="Prix unitaire">{euros(line.unit_price)}</td>
              <td data-label="TVA">{`${line.vat_rate}\u00a0%`}</td>
              <td data-label={totalExcl}>{euros(line.total_excl_vat)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Totals, VAT per rate, credited, paid and refunded amounts, and what is still due, or what is
 * owed back to the client.
 */
export function InvoiceTotals({ invoice }: { invoice: InvoiceDetails }) {
  const owedBack = invoice.amount_to_refund > 0;
  const { totalExcl, totalIncl } = useVatLabels(getOrganization);
  return (
    <dl className="invoice-details__totals" aria-label="Totaux et solde">
      {[
        [totalExcl, invoice.total_excl_vat] as const,
        ...invoice.vat_lines.map((vat) => [`TVA ${vat.rate} %`, vat.vat] as const),
        [totalIncl, invoice.total_amount] as const,
        ['Crédité', invoice.amount_credited] as const,
        ['Payé', invoice.amount_paid] as const,
        ...(invoice.amount_refunded > 0 ? [['Remboursé', invoice.amount_refunded] as const] : []),
      ].map(([label, amount]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{euros(amount)}</dd>
        </div>
      ))}
      <div className="invoice-details__due">
        <dt>{owedBack ? 'À rembourser' : 'Reste dû'}</dt>
        <dd>{euros(owedBack ? invoice.amount_to_refund : invoice.amount_due)}</dd>
      </div>
    </dl>
  );
}
