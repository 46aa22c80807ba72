import { fr } from 'date-fns/locale';
import { Calendar } from 'react-date-range';
import 'react-date-range/dist/styles.css';
import 'react-date-range/dist/theme/default.css';
import { calendarDate, localDateToIso } from './useRangeSelection';

export interface DateCalendarProps {
  /** The chosen day 'yyyy-MM-dd', or '' (the calendar then shows the current month). */
  value: string;
  /** The last day offered ('yyyy-MM-dd'), if any. */
  max?: string;
  onPick: (iso: string) => void;
}

const DAY_COLOR = '#1f3a5f';

/** The one-day French calendar of `DateInput` (react-date-range, weeks start on Monday). */
export default function DateCalendar({ value, max, onPick }: DateCalendarProps) {
  return (
    <Calendar
      locale={fr}
      weekStartsOn={1}
      date={calendarDate(value)}
      {...(max ? { maxDate: calendarDate(max) } : {})}
      color={DAY_COLOR}
      showDateDisplay={false}
      showMonthAndYearPickers
      onChange={(date) => onPick(localDateToIso(date))}
      ariaLabels={{
        monthPicker: 'Mois',
        yearPicker: 'Année',
        prevButton: 'Mois précédent',
        nextButton: 'Mois suivant',
      }}
    />
  );
}
