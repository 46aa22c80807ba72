import { ButtonSwitcher } from '../../components/inputs/ButtonSwitcher';
import { PeriodFilter } from '../../components/dates/PeriodFilter';
import type { Period } from '../../components/dates/period-filter-options';
import {
  ACCOUNTING_TYPES,
  accountingTypeOf,
  type AccountingType,
  type AccountingTypeId,
} from './accounting-drafts';
import { RoleOnly } from '../../components/feedback/RoleLock';
import { ExportButton } from './ExportButton';

export interface AccountingListFiltersProps {
  type: AccountingTypeId;
  onTypeChange: (type: AccountingType) => void;
  period: Period;
  onPeriodChange: (period: Period) => void;
}

/** Beside the search: the period, Exporter and the Sortie/Rentrée switch. */
export function AccountingListFilters({
  type,
  onTypeChange,
  period,
  onPeriodChange,
}: AccountingListFiltersProps) {
  return (
    <>
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
    </>
  );
}
