import type { IsoDateRange } from '@app/shared/dates';
import type { SaleDto } from '@app/shared/sales';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { AREA_KEYS } from '../../api/query-client';
import { DateRangePicker } from '../../components/dates/DateRangePicker';
import {
  dateColumn,
  eurosColumn,
  textColumn,
} from '../../components/documents/DocumentListColumns';
import {
  PagedEntityListPage,
  type EntityListTexts,
} from '../../components/lists/PagedEntityListPage';
import { RowDeletionDialog } from '../../components/lists/RowDeletion';
import type { TableColumn } from '../../components/lists/SortableTable';
import type { PageRequest } from '../../components/lists/usePagedList';
import { getSalesPage } from './sales.api';
import { useSaleRowActions } from './SaleRowActions';

export const SALES_PAGE_SIZE = 25;

export interface SaleListProps {
  range: IsoDateRange;
  onRangeChange: (range: IsoDateRange) => void;
  onOpen: (sale: SaleDto) => void;
  /** Modifier without a sale: no Actions column, a click on a row opens it (spec §2). */
  pickMode?: boolean;
}

/**
 * The list's columns (the spec's: Nom, Date, Prix total). A sale shows no number: its name links
 * to its page (it opens in a new tab too), except in pick mode, where a click on the row opens
 * the sale in Modifier.
 */
const columns = (pickMode: boolean): readonly TableColumn<SaleDto>[] => [
  {
    ...textColumn('name', 'Nom', (sale) => sale.name),
    render: (sale) =>
      pickMode ? (
        sale.name
      ) : (
        <Link to={`/sale/${sale.sale_id}`} title={`Vente ${sale.formatted_sale_id}`}>
          {sale.name}
        </Link>
      ),
  },
  dateColumn('recorded_date', 'Date', (sale) => sale.recorded_date),
  eurosColumn('total_price', 'Prix total', (sale) => sale.total_price),
];

const LIST_COLUMNS = columns(false);
const PICK_COLUMNS = columns(true);

const TEXTS: EntityListTexts = {
  title: 'Ventes',
  search: 'Rechercher une vente',
  searchPlaceholder: 'Nom de la vente ou du client',
  loading: 'Chargement des ventes',
  loadFailed: 'les ventes',
  empty: 'Aucune vente sur cette période.',
  noMatch: (search) => `Aucune vente ne correspond à « ${search.trim()} ».`,
  pagination: 'Pagination des ventes',
};

const PICK_TEXTS: EntityListTexts = { ...TEXTS, title: 'Ventes à modifier' };

/** Above the rows in pick mode. */
const pickHint = (page: { total: number }) =>
  page.total > 0 ? <p className="document-list__hint">Choisissez la vente à modifier.</p> : null;

/**
 * The Liste tab of /sales, and the Modifier tab's list to choose a sale from: the period's
 * sales, paged, sorted and searched by the server.
 */
export function SaleList({ range, onRangeChange, onOpen, pickMode = false }: SaleListProps) {
  const { actions, deletion } = useSaleRowActions({ onOpen });
  const fetchSales = useCallback(
    (request: PageRequest, signal?: AbortSignal) => getSalesPage(range, request, signal),
    [range],
  );

  return (
    <PagedEntityListPage<SaleDto, never>
      tab
      className="document-list sale-list"
      texts={pickMode ? PICK_TEXTS : TEXTS}
      // Another period clears the search and shows the spinner.
      scope={`${range.start}|${range.end}`}
      queryKey={AREA_KEYS.sales}
      fetchPage={fetchSales}
      columns={pickMode ? PICK_COLUMNS : LIST_COLUMNS}
      keyOf={(sale) => sale.sale_id}
      filters={{
        controls: <DateRangePicker label="Période" range={range} onChange={onRangeChange} />,
      }}
      notice={pickMode ? pickHint : undefined}
      rowActions={pickMode ? undefined : actions}
      onRowClick={pickMode ? onOpen : undefined}
      pageSize={SALES_PAGE_SIZE}
    >
      <RowDeletionDialog deletion={deletion} />
    </PagedEntityListPage>
  );
}
