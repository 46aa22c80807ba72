import { formatDateFr } from '@app/shared/format';
import { lazy, Suspense, useId, useState } from 'react';
import { FieldLabel } from './FieldLabel';
import {
  PERIOD_OPTIONS,
  isPeriodOption,
  periodRange,
  storePeriodOption,
  type Period,
} from './period-filter-options';
import { Spinner } from './Spinner';
import './PeriodFilter.css';

// The calendar (react-date-range and its styles) loads only when Personnalisé is chosen.
const DateRangeCalendar = lazy(() => import('./DateRangeCalendar'));

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
  const selectId = useId();
  const calendarId = useId();
  const [calendarOpen, setCalendarOpen] = useState(value.option === 'custom');

  const choose = (raw: string) => {
    if (!isPeriodOption(raw)) return;
    storePeriodOption(raw);
    const range = periodRange(raw);
    setCalendarOpen(raw === 'custom');
    onChange({ option: raw, range: range ?? value.range });
  };

  const custom = value.option === 'custom';

  return (
    <div className="period-filter">
      <div className="field period-filter__field">
        <FieldLabel htmlFor={selectId} label={label} />
        <select
          id={selectId}
          className="input period-filter__select"
          value={value.option}
          onChange={(event) => choose(event.target.value)}
        >
          {PERIOD_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <p className="period-filter__range" aria-live="polite">
        Du {formatDateFr(value.range.start)} au {formatDateFr(value.range.end)}
      </p>
      {custom ? (
        <button
          type="button"
          className="button button--secondary button--sm period-filter__toggle"
          aria-expanded={calendarOpen}
          aria-controls={calendarId}
          onClick={() => setCalendarOpen((open) => !open)}
        >
          {calendarOpen ? 'Masquer le calendrier' : 'Choisir les dates'}
        </button>
      ) : null}
      {custom && calendarOpen ? (
        <div id={calendarId} className="period-filter__calendar">
          <Suspense fallback={<Spinner label="Chargement du calendrier" />}>
            <DateRangeCalendar
              range={value.range}
              onComplete={(range) => onChange({ option: 'custom', range })}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
