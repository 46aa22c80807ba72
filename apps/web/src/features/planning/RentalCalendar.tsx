import { formatDateFr } from '@app/shared/format';
import type { PlanningRental } from '@app/shared/planning';
import { addDays, format, getDay, parse, parseISO, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';
import { useMemo, useRef } from 'react';
import {
  Calendar,
  dateFnsLocalizer,
  type EventProps,
  type Formats,
  type HeaderProps,
  type Messages,
  type View,
} from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { StatusBadge, statusToneClass } from '../../components/feedback/StatusBadge';
import type { CalendarView } from './planning-period';
import { missingDetail, missingLabel, RENTAL_LOOKS, rentalKind } from './rental-look';
import { useWeekRoles } from './useWeekRoles';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { fr },
});

export const NO_RENTAL = 'Aucune location sur cette période.';

const MESSAGES: Messages<RentalEvent> = {
  date: 'Date',
  time: 'Durée',
  event: 'Location',
  allDay: 'Journée',
  week: 'Semaine',
  work_week: 'Semaine de travail',
  day: 'Jour',
  month: 'Mois',
  previous: 'Précédent',
  next: 'Suivant',
  yesterday: 'Hier',
  tomorrow: 'Demain',
  today: 'Aujourd’hui',
  agenda: 'Agenda',
  noEventsInRange: NO_RENTAL,
  // On a phone the words are for screen readers only: "+2" fits a seventh of the screen.
  showMore: (total) => (
    <span className="planning__more">
      +{total}
      <span className="planning__more-words"> de plus</span>
    </span>
  ),
};

const dayRange = ({ start, end }: { start: Date; end: Date }) =>
  `${format(start, 'd MMM', { locale: fr })} – ${format(end, 'd MMM yyyy', { locale: fr })}`;

/** French days as the rest of the app writes them: "lun. 8", "8 – 14 juin 2026". */
const FORMATS: Formats = {
  dateFormat: 'd',
  dayFormat: 'EEE d',
  weekdayFormat: 'EEE',
  dayRangeHeaderFormat: dayRange,
  agendaDateFormat: 'EEE d MMM',
  agendaHeaderFormat: ({ start, end }) =>
    `${format(start, 'dd/MM/yyyy')} – ${format(end, 'dd/MM/yyyy')}`,
};

const VIEWS: CalendarView[] = ['month', 'week', 'agenda'];

interface RentalEvent {
  rental: PlanningRental;
  title: string;
  start: Date;
  end: Date;
  allDay: true;
}

/** "DEV-2026-0001 · Patro · Fête du village" */
export const rentalTitle = (rental: PlanningRental) =>
  [rental.formatted_quote_id, rental.client_name, rental.event_name]
    .filter((part) => part)
    .join(' · ');

const rentalPeriod = (rental: PlanningRental) =>
  rental.from === rental.until
    ? `le ${formatDateFr(rental.from)}`
    : `du ${formatDateFr(rental.from)} au ${formatDateFr(rental.until)}`;

/** The rental's units missing at its return, as a red badge; nothing when all came back. */
function MissingBadge({ rental }: { rental: PlanningRental }) {
  const label = missingLabel(rental);
  if (label === null) return null;
  return (
    <span className="planning-event__missing">
      <StatusBadge look={{ label, tone: 'danger' }} />
    </span>
  );
}

/**
 * The badge of a box in the month or the week: "2 manquant(s)" where the box has room, "2 manq."
 * in a one-day box (planning.css, by the box's width), so that the title keeps some room.
 */
function BoxMissingBadge({ rental }: { rental: PlanningRental }) {
  const label = missingLabel(rental);
  if (label === null) return null;
  const units = label.split(' ')[0];
  return (
    <span className="planning-event__missing status-badge status-tone--danger">
      <span className="planning-event__missing-short" aria-hidden="true">
        {units} manq.
      </span>
      <span className="planning-event__missing-long">{label}</span>
    </span>
  );
}

/** The month's and the week's box: the title, cut if need be, and the missing units whole. */
function RentalBox({ event }: EventProps<RentalEvent>) {
  return (
    <span className="planning-event__content">
      <span className="planning-event__title">{event.title}</span>
      <BoxMissingBadge rental={event.rental} />
    </span>
  );
}

/**
 * The week's day heading, without the calendar's `columnheader` role: it sits in no row of a table
 * (bigcalendar/react-big-calendar#2714).
 */
function WeekDayHeader({ label }: HeaderProps) {
  return <span>{label}</span>;
}

/** What the calendar's tooltip says of a rental: its title, its period, what is missing. */
const rentalTooltip = (event: RentalEvent) =>
  [event.title, rentalPeriod(event.rental), missingDetail(event.rental)]
    .filter((part) => part)
    .join(', ');

/**
 * The agenda's line, with its whole period: a button, so that the keyboard reaches it; its click
 * reaches the agenda's cell, which opens the quote. (The month and the week keep the calendar's
 * own boxes, which take clicks only: a button there would sit in the calendar's ARIA rows without
 * a cell, which axe refuses; the agenda is the keyboard's way to a quote.)
 */
function AgendaRental({ event }: EventProps<RentalEvent>) {
  return (
    <button type="button" className="planning-agenda__rental">
      <span className="planning-agenda__title">{event.title}</span>{' '}
      <span className="planning-agenda__period">{rentalPeriod(event.rental)}</span>
      <MissingBadge rental={event.rental} />
    </button>
  );
}

export interface RentalCalendarProps {
  rentals: PlanningRental[];
  date: Date;
  view: CalendarView;
  today: string;
  onNavigate: (date: Date) => void;
  onView: (view: CalendarView) => void;
  onOpen: (rental: PlanningRental) => void;
}

/**
 * The rentals in a month, a week or an agenda (react-big-calendar), coloured by status, with a
 * badge for the units missing at their return.
 */
export function RentalCalendar(props: RentalCalendarProps) {
  const { rentals, today, onOpen } = props;
  const events = useMemo(
    () =>
      rentals.map((rental): RentalEvent => ({
        rental,
        title: rentalTitle(rental),
        start: parseISO(rental.from),
        // All-day events end on the midnight after their last day.
        end: addDays(parseISO(rental.until), 1),
        allDay: true,
      })),
    [rentals],
  );
  const box = useRef<HTMLDivElement>(null);
  useWeekRoles(box, props.view === 'week');
  return (
    <div ref={box} className={`planning-calendar planning-calendar--${props.view}`}>
      <Calendar<RentalEvent>
        localizer={localizer}
        culture="fr"
        messages={MESSAGES}
        formats={FORMATS}
        events={events}
        views={VIEWS}
        view={props.view}
        date={props.date}
        onNavigate={props.onNavigate}
        onView={(view: View) => props.onView(view as CalendarView)}
        length={30}
        popup
        tooltipAccessor={rentalTooltip}
        onSelectEvent={(event) => onOpen(event.rental)}
        eventPropGetter={(event) => ({
          className: [
            'planning-event',
            statusToneClass(RENTAL_LOOKS[rentalKind(event.rental, today)].tone),
            event.rental.overbooked ? 'planning-event--overbooked' : '',
          ].join(' '),
        })}
        components={{
          event: RentalBox,
          week: { header: WeekDayHeader },
          agenda: { event: AgendaRental },
        }}
      />
    </div>
  );
}
