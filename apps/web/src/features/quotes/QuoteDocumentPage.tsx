// /quote/:id (issue #30): one quote with its actions (those of its row in the list), its
// departure and return, its lines and totals, and its history.
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import type { QuoteDetailsResponse } from '@app/shared/quotes';
import { Link, useNavigate } from 'react-router-dom';
import { AREA_KEYS } from '../../api/query-client';
import { EmailDocumentDialog } from '../../components/documents/EmailDocumentDialog';
import {
  DocumentFactsList,
  DocumentPage,
  DocumentLinesList,
  DocumentSheetHeader,
  useDocumentHistory,
} from '../../components/documents/DocumentSheet';
import { Timeline } from '../../components/documents/Timeline';
import { RowDeletionDialog } from '../../components/lists/RowDeletion';
import { useInvalidate } from '../../hooks/useAreaMutation';
import { getQuoteHistory, getQuoteOfPage, quoteLink } from './quotes.api';
import { QuoteMovements } from './QuoteMovements';
import { useQuoteRowActions } from './QuoteRowActions';
import { QUOTE_STATUSES, quoteStatusKind } from './QuoteStatusIcon';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { useVatLabels } from '../../hooks/useVatLabels';
import { getOrganization } from '../organization/organization.api';
import './quote.css';

function QuoteContent({ details }: { details: QuoteDetailsResponse }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { quote } = details;
  const { totalExcl, totalIncl } = useVatLabels(getOrganization);
  const { actions, deletion, email } = useQuoteRowActions({
    onOpen: (opened) => {
      const link = quoteLink(opened);
      void navigate(link.to, { state: link.state });
    },
    onDeleted: () => void navigate('/quote'),
  });
  const history = useDocumentHistory(AREA_KEYS.quotes, quote.quote_id, getQuoteHistory);
  const lines = [
    ...details.products.map((line) => ({ ...line, key: `p${line.id}` })),
    ...details.services.map((line) => ({ ...line, key: `s${line.id}` })),
  ].map((line) => ({
    key: line.key,
    name: line.name,
    quantity: line.quantity,
    unitPrice: formatEurosAmount(line.price),
    vatRate: line.tva_rate,
    total: formatEurosAmount(line.total_incl_vat),
  }));
  return (
    <>
      <DocumentSheetHeader
        title={`Devis ${quote.formatted_quote_id}`}
        status={<StatusBadge look={QUOTE_STATUSES[quoteStatusKind(quote)]} />}
        actions={actions(quote)}
      />
      <DocumentFactsList
        facts={[
          ['Client', details.client.client_name],
          ['Date de location', formatDateFr(quote.rent_date)],
          [
            'Réservation',
            `${formatDateFr(quote.reserved_from)} → ${formatDateFr(quote.reserved_until)}`,
          ],
          ...(details.event ? [['Événement', details.event.name] as const] : []),
          ...(quote.valid_until
            ? [['Valable jusqu’au', formatDateFr(quote.valid_until)] as const]
            : []),
          [
            'Facture',
            quote.invoice_id === null ? (
              'Aucune'
            ) : (
              <Link to={`/invoice/${quote.invoice_id}`}>
                {quote.invoice_status === 'Validated' ? 'Validée' : 'Provisoire'}
              </Link>
            ),
          ],
        ]}
      />
      <QuoteMovements
        key={quote.quote_id}
        details={details}
        onChanged={() => invalidate(AREA_KEYS.quotes, AREA_KEYS.planning)}
      />
      <DocumentLinesList lines={lines} totalLabel={totalIncl} />
      <DocumentFactsList
        facts={[
          [totalExcl, formatEurosAmount(quote.total_excl_vat)],
          ['TVA', formatEurosAmount(quote.total_vat)],
          [totalIncl, formatEurosAmount(quote.total_price)],
        ]}
      />
      <Timeline history={history.state} onRetry={history.reload} />
      <RowDeletionDialog deletion={deletion} />
      <EmailDocumentDialog opened={email.opened} onClose={email.close} />
    </>
  );
}

export default function QuoteDocumentPage() {
  return (
    <DocumentPage
      queryKey={AREA_KEYS.quotes}
      load={getQuoteOfPage}
      titleOf={(details) => `Devis ${details.quote.formatted_quote_id}`}
      list={{ to: '/quote', label: 'Devis' }}
      what="le devis"
      loading="Chargement du devis"
      missing="Ce devis est introuvable"
    >
      {(details) => <QuoteContent details={details} />}
    </DocumentPage>
  );
}
