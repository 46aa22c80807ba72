import type { IsoDateRange } from '@app/shared/dates';
import { fr } from 'date-fns/locale';
import { DateRange } from 'react-date-range';
import 'react-date-range/dist/styles.css';
import 'react-date-range/dist/theme/default.css';
import { DateInput } from './DateInput';
import { SELECTION_KEY, useRangeSelection } from './useRangeSelection';
import { PlainButton } from '../buttons/PlainButton';
import './DateRangeCalendar.css';

export interface DateRangeCalendarProps {
  /** The range already applied, shown selected; null shows an empty calendar. */
  range: IsoDateRange | null;
  /** Called only once both ends are chosen (spec part 1 §4). */
  onComplete: (range: IsoDateRange) => void;
}

const RANGE_COLOR = '#1f3a5f';

/**
 * A French range calendar (react-date-range, week starting on Monday), two date fields for
 * keyboard users, and a clear button. In the calendar the first day chosen is the start and the
 * second the end; the range is handed over only when both ends are chosen.
 */
export default function DateRangeCalendar({ range, onComplete }: DateRangeCalendarProps) {
  const { start, end, pending, focus, setFocus, handleCalendarChange, fieldHandlers, clear } =
    useRangeSelection(range, onComplete);

  return (
    <div className="date-range-calendar">
      <div className="date-range-calendar__fields">
        <DateInput
          calendar={false}
          label="Date de début"
          {...fieldHandlers(0)}
          fieldClass="date-range-calendar__field"
        />
        <DateInput
          calendar={false}
          label="Date de fin"
          {...fieldHandlers(1)}
          fieldClass="date-range-calendar__field"
        />
      </div>
      <DateRange
        locale={fr}
        weekStartsOn={1}
        months={1}
        showDateDisplay={false}
        showMonthAndYearPickers
        ranges={[
          {
            key: SELECTION_KEY,
            // One end alone shows as that single day. An invalid date (not undefined) for the
            // end keeps the calendar from painting every day as selected when nothing is chosen.
            startDate: start ?? end,
            endDate: end ?? start ?? new Date(Number.NaN),
            color: RANGE_COLOR,
          },
        ]}
        focusedRange={focus}
        onRangeFocusChange={setFocus}
        onChange={handleCalendarChange}
        rangeColors={[RANGE_COLOR]}
        ariaLabels={{
          monthPicker: 'Mois',
          yearPicker: 'Année',
          prevButton: 'Mois précédent',
          nextButton: 'Mois suivant',
        }}
      />
      <div className="date-range-calendar__footer">
        <p className="date-range-calendar__hint" aria-live="polite">
          {pending
            ? 'Choisissez la date de fin.'
            : 'Choisissez la date de début puis celle de fin.'}
        </p>
        <PlainButton variant="secondary" small onClick={clear}>
          Effacer les dates
        </PlainButton>
      </div>
    </div>
  );
}
