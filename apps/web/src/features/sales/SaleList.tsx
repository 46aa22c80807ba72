import type { IsoDateRange } from '@app/shared/dates';
import type { SaleDto } from '@app/shared/sales';
import { DateRangePicker } from '../../components/dates/DateRangePicker';
import {
  DocumentList,
  matchesSearch,
  type DocumentListTexts,
  type ServerSearch,
} from '../../components/documents/DocumentList';
import {
  dateColumn,
  eurosColumn,
  textColumn,
} from '../../components/documents/DocumentListColumns';
import type { TableColumn } from '../../components/lists/SortableTable';
import type { RemoteData } from '../../hooks/useRemoteData';
import { useSaleRowActions } from './SaleRowActions';

export const SALES_PAGE_SIZE = 25;

export interface SaleListProps {
  state: RemoteData<SaleDto[]>;
  reload: () => void;
  range: IsoDateRange;
  onRangeChange: (range: IsoDateRange) => void;
  onOpen: (sale: SaleDto) => void;
  /** Modifier without a sale: no Actions column, a click on a row opens it (spec §2). */
  pickMode?: boolean;
  /** The rows are a page of the server's, which searched and sorted them. */
  server?: ServerSearch;
}

/** Spec part 2 §2: the search matches the sale name or the client name, case-insensitive. */
export function matchesSale(sale: SaleDto, search: string): boolean {
  return matchesSearch(search, [sale.name, sale.client.client_name]);
}

const COLUMNS: readonly TableColumn<SaleDto>[] = [
  textColumn('name', 'Nom', (sale) => sale.name),
  dateColumn('recorded_date', 'Date', (sale) => sale.recorded_date),
  eurosColumn('total_price', 'Prix total', (sale) => sale.total_price),
];

const TEXTS: DocumentListTexts = {
  searchLabel: 'Rechercher une vente',
  searchPlaceholder: 'Nom de la vente ou du client',
  loading: 'Chargement des ventes',
  what: 'les ventes',
  noneYet: 'Aucune vente sur cette période.',
  noMatch: (search) => `Aucune vente ne correspond à « ${search.trim()} ».`,
  pickHint: 'Choisissez la vente à modifier.',
  caption: 'Ventes',
  pickCaption: 'Ventes à modifier',
  paginationLabel: 'Pagination des ventes',
};

/** The Liste tab of /sales, and the Modifier tab's list to choose a sale from. */
export function SaleList({
  state,
  reload,
  range,
  onRangeChange,
  onOpen,
  pickMode = false,
  server,
}: SaleListProps) {
  const { actions, deletion } = useSaleRowActions({ onOpen });

  return (
    <DocumentList
      className="sale-list"
      texts={TEXTS}
      state={state}
      reload={reload}
      matches={matchesSale}
      filters={<DateRangePicker label="Période" range={range} onChange={onRangeChange} />}
      filtersKey={`${range.start}|${range.end}`}
      columns={COLUMNS}
      rowKey={(sale) => sale.sale_id}
      actions={actions}
      onOpen={onOpen}
      pickMode={pickMode}
      pageSize={SALES_PAGE_SIZE}
      deletion={deletion}
      server={server}
    />
  );
}
