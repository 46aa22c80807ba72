// /sale/:id (issue #30): one sale with its actions (those of its row in the list), its lines and
// total, its invoice, and its history.
import { formatDateFr, formatEurosAmount } from '@app/shared/format';
import type { SaleDto } from '@app/shared/sales';
import { Link, useNavigate } from 'react-router-dom';
import { AREA_KEYS } from '../../api/query-client';
import {
  DocumentFactsList,
  DocumentPage,
  DocumentLinesList,
  DocumentSheetHeader,
  useDocumentHistory,
} from '../../components/documents/DocumentSheet';
import { Timeline } from '../../components/documents/Timeline';
import { RowDeletionDialog } from '../../components/lists/RowDeletion';
import { getSaleHistory, getSaleOfPage, saleLink } from './sales.api';
import { useSaleRowActions } from './SaleRowActions';
import './sales.css';

function SaleContent({ sale }: { sale: SaleDto }) {
  const navigate = useNavigate();
  const { actions, deletion } = useSaleRowActions({
    onOpen: (opened) => {
      const link = saleLink(opened);
      void navigate(link.to, { state: link.state });
    },
    onDeleted: () => void navigate('/sales'),
  });
  const history = useDocumentHistory(AREA_KEYS.sales, sale.sale_id, getSaleHistory);
  const lines = sale.products.map((line) => ({
    key: String(line.row_id),
    name: line.product.name,
    quantity: line.quantity,
    unitPrice: formatEurosAmount(line.unit_price),
    vatRate: line.tva_rate,
    total: formatEurosAmount(line.unit_price * line.quantity),
  }));
  return (
    <>
      <DocumentSheetHeader
        title={`Vente ${sale.formatted_sale_id} · ${sale.name}`}
        actions={actions(sale)}
      />
      <DocumentFactsList
        facts={[
          ['Client', sale.client.client_name],
          ['Date', formatDateFr(sale.recorded_date)],
          ['Paiement', sale.payment_method ?? '—'],
          [
            'Facture',
            sale.invoice_id === null ? (
              'Aucune'
            ) : (
              <Link to={`/invoice/${sale.invoice_id}`}>
                {sale.invoice_status === 'Validated' ? 'Validée' : 'Provisoire'}
              </Link>
            ),
          ],
          ['Prix total', formatEurosAmount(sale.total_price)],
        ]}
      />
      <DocumentLinesList lines={lines} totalLabel="Total" />
      <Timeline history={history.state} onRetry={history.reload} />
      <RowDeletionDialog deletion={deletion} />
    </>
  );
}

/** The sale of the answer (a refusal stays one: the page says introuvable). */
async function loadSale(saleId: number, signal: AbortSignal) {
  const result = await getSaleOfPage(saleId, signal);
  return result && 'sale' in result ? result.sale : result;
}

export default function SaleDocumentPage() {
  return (
    <DocumentPage
      queryKey={AREA_KEYS.sales}
      load={loadSale}
      titleOf={(sale) => `Vente ${sale.formatted_sale_id}`}
      list={{ to: '/sales', label: 'Ventes' }}
      what="la vente"
      loading="Chargement de la vente"
      missing="Cette vente est introuvable"
    >
      {(sale) => <SaleContent sale={sale} />}
    </DocumentPage>
  );
}
