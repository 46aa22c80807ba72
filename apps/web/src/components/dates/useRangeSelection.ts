import { isIsoDate, type IsoDateRange } from '@app/shared/dates';
import { format, isSameDay } from 'date-fns';
import { useState, type KeyboardEvent } from 'react';
import type { RangeFocus, RangeKeyDict } from 'react-date-range';
import { isCompleteRange } from './period-filter-options';

/** Calendar dates 'YYYY-MM-DD'; '' while an end is not chosen. */
export interface Selection {
  start: string;
  end: string;
}

export const SELECTION_KEY = 'selection';
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
export function calendarDate(iso: string): Date | undefined {
  return isIsoDate(iso) && Number(iso.slice(0, 4)) >= 1900 ? isoToLocalDate(iso) : undefined;
}

const isValidDate = (date: Date | undefined): date is Date =>
  date instanceof Date && !Number.isNaN(date.getTime());

/**
 * The range being chosen in the calendar and the two date fields. In the calendar the first day
 * chosen is the start and the second the end; the range is handed over only when both ends are
 * chosen and it differs from the one already applied.
 */
export function useRangeSelection(
  range: IsoDateRange | null,
  onComplete: (range: IsoDateRange) => void,
) {
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

  const fieldHandlers = (part: 0 | 1) => {
    const key = part === 0 ? 'start' : 'end';
    return {
      value: selection[key],
      onChange: (value: string) => setSelection((previous) => ({ ...previous, [key]: value })),
      onBlur: () => typedDone(part),
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          typedDone(part);
        }
      },
    };
  };

  const clear = () => {
    setSelection(EMPTY);
    setFocus([0, 0]);
  };

  return {
    start: calendarDate(selection.start),
    end: calendarDate(selection.end),
    pending: selection.start !== '' && selection.end === '',
    focus,
    setFocus,
    handleCalendarChange,
    fieldHandlers,
    clear,
  };
}
