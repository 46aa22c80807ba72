import type {
  AmountsResponse,
  OverTimeResponse,
  ProductRentalStatsResponse,
} from '@app/shared/accounting';
import type { ProductDto } from '@app/shared/catalogue';
import { monthRangeIso, type IsoDateRange } from '@app/shared/dates';
import { formatDateFr } from '@app/shared/format';
import { useEffect, useId, useState, type ReactElement, type ReactNode } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  getEventRevenues,
  getExpensesVsRevenues,
  getProductRentalStats,
  getRevenuesAndExpensesOverTime,
} from '../../api/accounting';
import { listProducts } from '../../api/catalogue';
import { DateInput } from '../../components/DateInput';
import { isCompleteRange } from '../../components/period-filter-options';
import { SearchableDropdown } from '../../components/SearchableDropdown';
import { Spinner } from '../../components/Spinner';
import { useRemoteData } from '../../hooks/useRemoteData';
import {
  formatAmount,
  formatAxisCount,
  formatAxisEuros,
  formatShortDate,
  mergeSeries,
  seriesTotal,
} from './chart-format';
import type { EventChoice } from './entry-options';

const EXPENSE_COLOR = '#c93b3b';
const REVENUE_COLOR = '#23875a';
const QUANTITY_COLOR = '#1f3a5f';
const PRICE_COLOR = '#d68a00';
const CHART_HEIGHT = 280;
// Until the browser measures the container (and in environments without ResizeObserver).
const INITIAL_SIZE = { width: 560, height: CHART_HEIGHT };

type Load<T> =
  { status: 'idle' } | { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; data: T };

/** Runs `load` whenever `key` changes (null: nothing to load yet); aborts the previous run. */
function useDashboardData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T | undefined>,
): Load<T> {
  const [state, setState] = useState<Load<T>>({ status: key === null ? 'idle' : 'loading' });
  const [loadFor, setLoadFor] = useState({ key, load });
  if (loadFor.key !== key) setLoadFor({ key, load });

  useEffect(() => {
    if (loadFor.key === null) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    loadFor.load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) {
          setState(data ? { status: 'loaded', data } : { status: 'failed' });
        }
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [loadFor]);

  return state;
}

function Widget({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="dashboard-widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-widget__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LoadingOrFailed({ state, what }: { state: Load<unknown>; what: string }) {
  if (state.status === 'loading') return <Spinner block label={`Chargement : ${what}`} />;
  if (state.status === 'failed') {
    return <p className="empty-state">Les données n&apos;ont pas pu être chargées.</p>;
  }
  return null;
}

/** Two date fields; the range is applied once both are valid and in order. */
function RangeFields({
  range,
  onChange,
}: {
  range: IsoDateRange;
  onChange: (range: IsoDateRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const update = (next: IsoDateRange) => {
    setDraft(next);
    if (isCompleteRange(next)) onChange(next);
  };
  const invalid = !isCompleteRange(draft);
  return (
    <fieldset className="dashboard-range">
      <legend className="sr-only">Période</legend>
      <DateInput
        label="Du"
        value={draft.start}
        onChange={(start) => update({ ...draft, start })}
        fieldClass="dashboard-range__field"
      />
      <DateInput
        label="Au"
        value={draft.end}
        onChange={(end) => update({ ...draft, end })}
        fieldClass="dashboard-range__field"
      />
      {invalid ? (
        <p className="dashboard-range__error" role="status">
          Choisissez une date de début et une date de fin, dans cet ordre.
        </p>
      ) : null}
    </fieldset>
  );
}

function ChartFrame({ label, children }: { label: string; children: ReactElement }) {
  // The figures are also written out next to the chart; the drawing is one image for screen readers.
  return (
    <div className="dashboard-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_SIZE}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

function Totals({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="dashboard-totals">
      {items.map((item) => (
        <div key={item.label} className="dashboard-totals__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AmountsChart({ amounts, label }: { amounts: AmountsResponse; label: string }) {
  const data = [
    { name: 'Sorties', montant: amounts.expenseAmount, color: EXPENSE_COLOR },
    { name: 'Rentrées', montant: amounts.revenueAmount, color: REVENUE_COLOR },
  ];
  return (
    <>
      <Totals
        items={[
          { label: 'Total des sorties', value: formatAmount(amounts.expenseAmount) },
          { label: 'Total des rentrées', value: formatAmount(amounts.revenueAmount) },
        ]}
      />
      <ChartFrame
        label={`${label} : sorties ${formatAmount(amounts.expenseAmount)}, rentrées ${formatAmount(amounts.revenueAmount)}`}
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" />
          <YAxis tickFormatter={formatAxisEuros} width={72} />
          <Tooltip formatter={(value) => [formatAmount(Number(value)), 'Montant']} />
          <Bar dataKey="montant" name="Montant" radius={[6, 6, 0, 0]} maxBarSize={96}>
            {data.map((entry) => (
              <Cell key={entry.name} fill={entry.color} />
            ))}
          </Bar>
        </BarChart>
      </ChartFrame>
    </>
  );
}

function ExpensesVsRevenuesWidget() {
  const [range, setRange] = useState<IsoDateRange>(() => monthRangeIso());
  const state = useDashboardData(`${range.start}|${range.end}`, (signal) =>
    getExpensesVsRevenues(range, signal),
  );
  return (
    <Widget title="Sorties et rentrées">
      <RangeFields range={range} onChange={setRange} />
      <LoadingOrFailed state={state} what="sorties et rentrées" />
      {state.status === 'loaded' ? (
        state.data.expenseAmount === 0 && state.data.revenueAmount === 0 ? (
          <p className="empty-state">Aucune dépense ni rentrée sur cette période</p>
        ) : (
          <AmountsChart amounts={state.data} label="Sorties et rentrées de la période" />
        )
      ) : null}
    </Widget>
  );
}

function EventRevenuesWidget({ events }: { events: readonly EventChoice[] }) {
  const [eventId, setEventId] = useState<number | null>(null);
  const state = useDashboardData(eventId === null ? null : String(eventId), (signal) =>
    getEventRevenues(eventId ?? -1, signal),
  );
  const eventName = events.find((event) => event.event_id === eventId)?.name ?? '';
  return (
    <Widget title="Rentrées par événement">
      <SearchableDropdown
        label="Événement"
        options={events.map((event) => ({ value: event.event_id, label: event.name }))}
        value={eventId}
        onChange={setEventId}
        placeholder="Choisir un événement"
        noResultsText="Aucun événement"
      />
      {state.status === 'idle' ? (
        <p className="empty-state">
          {events.length === 0
            ? 'Aucun événement pour le moment.'
            : 'Choisissez un événement pour voir ses sorties et rentrées.'}
        </p>
      ) : null}
      <LoadingOrFailed state={state} what="l'événement" />
      {state.status === 'loaded' ? (
        state.data.expenseAmount === 0 && state.data.revenueAmount === 0 ? (
          <p className="empty-state">Aucune dépense ni rentrée pour cet événement</p>
        ) : (
          <AmountsChart amounts={state.data} label={`Événement ${eventName}`} />
        )
      ) : null}
    </Widget>
  );
}

function OverTimeChart({ data, range }: { data: OverTimeResponse; range: IsoDateRange }) {
  const rows = mergeSeries(data.expenses, data.revenues, range);
  const totalExpenses = seriesTotal(data.expenses);
  const totalRevenues = seriesTotal(data.revenues);
  return (
    <>
      <Totals
        items={[
          { label: 'Total des sorties', value: formatAmount(totalExpenses) },
          { label: 'Total des rentrées', value: formatAmount(totalRevenues) },
        ]}
      />
      <ChartFrame
        label={`Évolution du ${formatDateFr(range.start)} au ${formatDateFr(range.end)} : sorties ${formatAmount(totalExpenses)}, rentrées ${formatAmount(totalRevenues)}`}
      >
        <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={formatShortDate} minTickGap={16} />
          <YAxis tickFormatter={formatAxisEuros} width={72} />
          <Tooltip
            labelFormatter={(label) => formatDateFr(String(label))}
            formatter={(value, name) => [formatAmount(Number(value)), name]}
          />
          <Legend />
          <Line
            type="monotone"
            dataKey="expenses"
            name="Sorties"
            stroke={EXPENSE_COLOR}
            strokeWidth={2}
            dot={rows.length <= 31}
          />
          <Line
            type="monotone"
            dataKey="revenues"
            name="Rentrées"
            stroke={REVENUE_COLOR}
            strokeWidth={2}
            dot={rows.length <= 31}
          />
        </LineChart>
      </ChartFrame>
    </>
  );
}

function OverTimeWidget() {
  const [range, setRange] = useState<IsoDateRange>(() => monthRangeIso());
  const state = useDashboardData(`${range.start}|${range.end}`, (signal) =>
    getRevenuesAndExpensesOverTime(range, signal),
  );
  return (
    <Widget title="Évolution des rentrées et sorties">
      <RangeFields range={range} onChange={setRange} />
      <LoadingOrFailed state={state} what="évolution" />
      {state.status === 'loaded' ? (
        state.data.expenses.length === 0 && state.data.revenues.length === 0 ? (
          <p className="empty-state">Aucune dépense ni rentrée sur cette période</p>
        ) : (
          <OverTimeChart data={state.data} range={range} />
        )
      ) : null}
    </Widget>
  );
}

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
  return (
    <>
      <Totals items={[{ label: 'Montant total', value: formatAmount(stats.total) }]} />
      <ChartFrame
        label={`Locations de ${productName} : ${rows.length} facture(s), montant total ${formatAmount(stats.total)}`}
      >
        <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={formatShortDate} minTickGap={16} />
          <YAxis
            yAxisId="quantity"
            tickFormatter={formatAxisCount}
            allowDecimals={false}
            width={48}
          />
          <YAxis yAxisId="price" orientation="right" tickFormatter={formatAxisEuros} width={72} />
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

function ProductRentalStatsWidget() {
  const { state: productsState } = useRemoteData(listProducts);
  const products = {
    loading: productsState.status === 'loading',
    items: productsState.status === 'loaded' ? productsState.data : ([] as ProductDto[]),
  };
  const [productId, setProductId] = useState<number | null>(null);
  const state = useDashboardData(productId === null ? null : String(productId), (signal) =>
    getProductRentalStats(productId ?? -1, signal),
  );
  const productName =
    products.items.find((product) => product.product_id === productId)?.name ?? '';
  return (
    <Widget title="Statistiques de location d'un produit">
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
    </Widget>
  );
}

export interface AccountingDashboardProps {
  events: readonly EventChoice[];
}

/** Spec §2 "Dashboard": four widgets, French labels, euros with 2 decimals. */
export default function AccountingDashboard({ events }: AccountingDashboardProps) {
  return (
    <div className="accounting-dashboard">
      <ExpensesVsRevenuesWidget />
      <EventRevenuesWidget events={events} />
      <OverTimeWidget />
      <ProductRentalStatsWidget />
    </div>
  );
}
