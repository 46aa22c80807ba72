import { ButtonSwitcher } from '../../components/inputs/ButtonSwitcher';
import { PeriodFilter } from '../../components/dates/PeriodFilter';
import type { Period } from '../../components/dates/period-filter-options';
import { SearchToolbar } from '../../components/lists/SearchToolbar';
import {
  ACCOUNTING_TYPES,
  accountingTypeOf,
  type AccountingType,
  type AccountingTypeId,
} from './accounting-drafts';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { ExportButton } from './ExportButton';

export interface AccountingListToolbarProps {
  type: AccountingTypeId;
  onTypeChange: (type: AccountingType) => void;
  search: string;
  onSearchChange: (search: string) => void;
  period: Period;
  onPeriodChange: (period: Period) => void;
}

/** Search, period, Exporter and the Sortie/Rentrée switch above the list. */
export function AccountingListToolbar({
  type,
  onTypeChange,
  search,
  onSearchChange,
  period,
  onPeriodChange,
}: AccountingListToolbarProps) {
  return (
    <SearchToolbar
      label="Rechercher"
      placeholder={type === 'sortie' ? 'Nom, acheteur ou événement' : 'Nom ou événement'}
      search={search}
      onSearchChange={onSearchChange}
    >
      <PeriodFilter value={period} onChange={onPeriodChange} />
      <div className="accounting-list__buttons">
        {/* The accounting export is a member's. */}
        <RoleOnly action="write">
          <ExportButton range={period.range} />
        </RoleOnly>
        <ButtonSwitcher
          label="Type d'opération"
          options={ACCOUNTING_TYPES.map((option) => ({ value: option.id, label: option.name }))}
          value={type}
          onChange={(id) => onTypeChange(accountingTypeOf(id))}
        />
      </div>
    </SearchToolbar>
  );
}
