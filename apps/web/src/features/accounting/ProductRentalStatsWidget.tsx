import type { ProductDto } from '@app/shared/catalogue';
import type { ProductRentalStatsResponse } from '@app/shared/dashboard';
import { formatDateFr } from '@app/shared/format';
import { centsToEuros, eurosToCents } from '@app/shared/money';
import { useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { getProductRentalStats } from './accounting.api';
import { listProducts } from '../catalogue/catalogue.api';
import { SearchableDropdown } from '../../components/inputs/SearchableDropdown';
import { AREA_KEYS } from '../../api/query-client';
import { useRemote } from '../../hooks/useRemote';
import { formatAmount, formatAxisCount, formatAxisEuros, formatShortDate } from './chart-format';
import { ChartFrame, PRICE_COLOR, QUANTITY_COLOR, Totals } from './DashboardChart';
import { DashboardWidget, LoadingOrFailed } from './DashboardWidget';
import { useDashboardData } from './useDashboardData';

function RentalStatsChart({
  stats,
  productName,
}: {
  stats: ProductRentalStatsResponse;
  productName: string;
}) {
  const rows = stats.invoices.map((invoice, index) => ({
    key: index,
    date: invoice.issue_date,
    quantity: invoice.quantity,
    price: invoice.price_at_time_of_quote,
  }));
  // The amounts as invoiced (day coefficient and discount included), summed in cents.
  const total = centsToEuros(
    stats.invoices.reduce((sum, invoice) => sum + eurosToCents(invoice.total_price), 0),
  );
  return (
    <>
      <Totals items={[{ label: 'Montant total', value: formatAmount(total) }]} />
      <ChartFrame
        label={`Locations de ${productName} : ${rows.length} facture(s), montant total ${formatAmount(total)}`}
      >
        <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          {/* The first date sits under the lowest amount: a wider margin keeps them apart. */}
          <XAxis dataKey="date" tickFormatter={formatShortDate} minTickGap={16} tickMargin={8} />
          <YAxis
            yAxisId="quantity"
            tickFormatter={formatAxisCount}
            allowDecimals={false}
            width={48}
          />
          <YAxis
            yAxisId="price"
            orientation="right"
            tickFormatter={formatAxisEuros}
            allowDecimals={false}
            domain={[0, 'auto']}
            width={72}
          />
          <Tooltip
            labelFormatter={(label) => `Facture du ${formatDateFr(String(label))}`}
            formatter={(value, name) =>
              name === 'Prix unitaire'
                ? [formatAmount(Number(value)), name]
                : [formatAxisCount(Number(value)), name]
            }
          />
          <Legend />
          <Line
            yAxisId="quantity"
            type="monotone"
            dataKey="quantity"
            name="Quantité louée"
            stroke={QUANTITY_COLOR}
            strokeWidth={2}
          />
          <Line
            yAxisId="price"
            type="monotone"
            dataKey="price"
            name="Prix unitaire"
            stroke={PRICE_COLOR}
            strokeWidth={2}
          />
        </LineChart>
      </ChartFrame>
    </>
  );
}

export function ProductRentalStatsWidget() {
  const { state: productsState } = useRemote([...AREA_KEYS.products, 'all'], listProducts);
  const products = {
    loading: productsState.status === 'loading',
    items: productsState.status === 'loaded' ? productsState.data : ([] as ProductDto[]),
  };
  const [productId, setProductId] = useState<number | null>(null);
  const state = useDashboardData(
    productId === null ? null : ['productRentalStats', productId],
    (signal) => getProductRentalStats(productId ?? -1, signal),
  );
  const productName =
    products.items.find((product) => product.product_id === productId)?.name ?? '';
  return (
    <DashboardWidget title="Statistiques de location d'un produit">
      <SearchableDropdown
        label="Produit"
        options={products.items.map((product) => ({
          value: product.product_id,
          label: product.name,
        }))}
        value={productId}
        onChange={setProductId}
        placeholder={products.loading ? 'Chargement…' : 'Choisir un produit'}
        noResultsText="Aucun produit"
      />
      {state.status === 'idle' ? (
        <p className="empty-state">
          {!products.loading && products.items.length === 0
            ? 'Aucun produit dans le catalogue pour le moment.'
            : 'Choisissez un produit pour voir ses locations facturées.'}
        </p>
      ) : null}
      <LoadingOrFailed state={state} what="locations du produit" />
      {state.status === 'loaded' ? (
        state.data.invoices.length === 0 ? (
          <p className="empty-state">Ce produit ne figure sur aucune facture.</p>
        ) : (
          <RentalStatsChart stats={state.data} productName={productName} />
        )
      ) : null}
    </DashboardWidget>
  );
}
