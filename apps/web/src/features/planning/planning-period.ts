// The days a planning screen shows, for the calendar's view or the product table, as the
// period its call asks (YYYY-MM-DD, days included). Weeks start on Monday.
import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

export type CalendarView = 'month' | 'week' | 'agenda';

/** Days the agenda lists from its date (react-big-calendar's default). */
export const AGENDA_LENGTH = 30;

const WEEK = { weekStartsOn: 1 } as const;

export const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

export interface Period {
  from: string;
  until: string;
}

/** The days the calendar shows: the month's whole weeks, the week, or the agenda's days. */
export function calendarPeriod(view: CalendarView, date: Date): Period {
  switch (view) {
    case 'month':
      return {
        from: isoDay(startOfWeek(startOfMonth(date), WEEK)),
        until: isoDay(endOfWeek(endOfMonth(date), WEEK)),
      };
    case 'week':
      return { from: isoDay(startOfWeek(date, WEEK)), until: isoDay(endOfWeek(date, WEEK)) };
    case 'agenda':
      return { from: isoDay(date), until: isoDay(addDays(date, AGENDA_LENGTH)) };
  }
}

/** The month of `date`, the product table's period. */
export const monthPeriod = (date: Date): Period => ({
  from: isoDay(startOfMonth(date)),
  until: isoDay(endOfMonth(date)),
});

/** Every day of a period, in order. */
export const daysOf = (period: Period): Date[] =>
  eachDayOfInterval({ start: parseISO(period.from), end: parseISO(period.until) });
