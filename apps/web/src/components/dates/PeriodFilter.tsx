import { DateRangePicker, DateRangeSummary } from './DateRangePicker';
import { controlAttributes, FormField, useControlId } from '../inputs/FieldLabel';
import { SelectOptions } from '../inputs/SelectOptions';
import {
  PERIOD_OPTIONS,
  isPeriodOption,
  periodRange,
  storePeriodOption,
  type Period,
} from './period-filter-options';
import './PeriodFilter.css';

const PERIOD_CHOICES = PERIOD_OPTIONS.map(({ id, label }) => ({ value: id, label }));

export interface PeriodFilterProps {
  value: Period;
  onChange: (period: Period) => void;
  label?: string;
}

/**
 * The nine periods of spec part 1 §4; the choice is kept in local storage (dateFilterOption).
 * Personnalisé keeps the current range until a new one is chosen with both ends.
 */
export function PeriodFilter({ value, onChange, label = 'Période' }: PeriodFilterProps) {
  const selectId = useControlId(undefined);

  const choose = (raw: string) => {
    if (!isPeriodOption(raw)) return;
    storePeriodOption(raw);
    onChange({ option: raw, range: periodRange(raw) ?? value.range });
  };

  return (
    <div className="period-filter">
      <FormField inputId={selectId} label={label} fieldClass="period-filter__field">
        <select
          {...controlAttributes(selectId)}
          className="input period-filter__select"
          value={value.option}
          onChange={(event) => choose(event.target.value)}
        >
          <SelectOptions options={PERIOD_CHOICES} />
        </select>
      </FormField>
      {value.option === 'custom' ? (
        // Choosing Personnalisé opens its calendar at once.
        <DateRangePicker
          range={value.range}
          onChange={(range) => onChange({ option: 'custom', range })}
          defaultOpen
        />
      ) : (
        <DateRangeSummary range={value.range} />
      )}
    </div>
  );
}
