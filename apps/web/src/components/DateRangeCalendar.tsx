import { isIsoDate, type IsoDateRange } from '@app/shared/dates';
import { format, isSameDay } from 'date-fns';
import { fr } from 'date-fns/locale';
import { useState, type KeyboardEvent } from 'react';
import { DateRange, type RangeFocus, type RangeKeyDict } from 'react-date-range';
import 'react-date-range/dist/styles.css';
import 'react-date-range/dist/theme/default.css';
import { DateInput } from './DateInput';
import { isCompleteRange } from './period-filter-options';
import './DateRangeCalendar.css';

export interface DateRangeCalendarProps {
  /** The range already applied, shown selected; null shows an empty calendar. */
  range: IsoDateRange | null;
  /** Called only once both ends are chosen (spec part 1 §4). */
  onComplete: (range: IsoDateRange) => void;
}

/** Calendar dates 'YYYY-MM-DD'; '' while an end is not chosen. */
interface Selection {
  start: string;
  end: string;
}

const SELECTION_KEY = 'selection';
const RANGE_COLOR = '#1f3a5f';
const EMPTY: Selection = { start: '', end: '' };

/** A calendar date 'YYYY-MM-DD' as local midnight, the way the calendar handles days. */
export function isoToLocalDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

export function localDateToIso(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** A date the calendar can show; a year still being typed (0002…) is not one. */
function calendarDate(iso: string): Date | undefined {
  return isIsoDate(iso) && Number(iso.slice(0, 4)) >= 1900 ? isoToLocalDate(iso) : undefined;
}

const isValidDate = (date: Date | undefined): date is Date =>
  date instanceof Date && !Number.isNaN(date.getTime());

/**
 * A French range calendar (react-date-range, week starting on Monday), two date fields for
 * keyboard users, and a clear button. In the calendar the first day chosen is the start and the
 * second the end; the range is handed over only when both ends are chosen.
 */
export default function DateRangeCalendar({ range, onComplete }: DateRangeCalendarProps) {
  const [selection, setSelection] = useState<Selection>(range ?? EMPTY);
  // [range index, 0 = the next day clicked is the start | 1 = it is the end]
  const [focus, setFocus] = useState<RangeFocus>([0, 0]);

  const apply = (next: Selection) => {
    const changed = next.start !== range?.start || next.end !== range?.end;
    if (changed && isCompleteRange(next)) onComplete({ start: next.start, end: next.end });
  };

  const handleCalendarChange = (ranges: RangeKeyDict) => {
    const chosen = ranges[SELECTION_KEY];
    if (!chosen || !isValidDate(chosen.startDate)) return;
    const start = chosen.startDate;
    const end = isValidDate(chosen.endDate) ? chosen.endDate : start;
    // The second click ends the range; so does a drag across days, which sets both at once (a
    // first click alone always gives a one-day range).
    const completing = focus[1] === 1 || !isSameDay(start, end);
    const next = { start: localDateToIso(start), end: completing ? localDateToIso(end) : '' };
    setSelection(next);
    if (completing) apply(next);
  };

  // Typed dates apply when the field is left or Enter is pressed, not at every keystroke.
  const typedDone = (part: 0 | 1) => {
    apply(selection);
    setFocus([0, part === 0 ? 1 : 0]);
  };
  const onEnter = (part: 0 | 1) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      typedDone(part);
    }
  };

  const clear = () => {
    setSelection(EMPTY);
    setFocus([0, 0]);
  };

  const start = calendarDate(selection.start);
  const end = calendarDate(selection.end);
  const pending = selection.start !== '' && selection.end === '';

  return (
    <div className="date-range-calendar">
      <div className="date-range-calendar__fields">
        <DateInput
          label="Date de début"
          value={selection.start}
          onChange={(value) => setSelection((previous) => ({ ...previous, start: value }))}
          onBlur={() => typedDone(0)}
          onKeyDown={onEnter(0)}
          fieldClass="date-range-calendar__field"
        />
        <DateInput
          label="Date de fin"
          value={selection.end}
          onChange={(value) => setSelection((previous) => ({ ...previous, end: value }))}
          onBlur={() => typedDone(1)}
          onKeyDown={onEnter(1)}
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
        <button type="button" className="button button--secondary button--sm" onClick={clear}>
          Effacer les dates
        </button>
      </div>
    </div>
  );
}
