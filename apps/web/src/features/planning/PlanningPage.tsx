import { todayIso } from '@app/shared/dates';
import type { PlanningRental, PlanningResponse } from '@app/shared/planning';
import { addMonths, format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LoadError } from '../../components/feedback/LoadError';
import { Spinner } from '../../components/feedback/Spinner';
import { StatusBadge } from '../../components/feedback/StatusBadge';
import { TabbedPage } from '../../components/layout/TabbedPage';
import type { TabItem } from '../../components/layout/TabHeader';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { AREA_KEYS } from '../../api/query-client';
import { useRemote } from '../../hooks/useRemote';
import { useTabs } from '../../components/layout/useTabs';
import { quoteLink } from '../quotes/quotes.api';
import { getPlanning } from './planning.api';
import { calendarPeriod, monthPeriod, type CalendarView, type Period } from './planning-period';
import { PlanningSales } from './PlanningSales';
import { ProductPlanning } from './ProductPlanning';
import { NO_RENTAL, RentalCalendar } from './RentalCalendar';
import { MISSING_LEGEND, OVERBOOKED_LABEL, RENTAL_LOOKS } from './rental-look';
import './planning.css';

type PlanningTab = 'calendrier' | 'produits';

const TABS: readonly TabItem<PlanningTab>[] = [
  { id: 'calendrier', label: 'Calendrier' },
  { id: 'produits', label: 'Produits' },
];

/** On a phone (600 px or less) the rentals come as a list, the agenda. */
export const NARROW_SCREEN = '(max-width: 600px)';

const initialView = (): CalendarView =>
  window.matchMedia(NARROW_SCREEN).matches ? 'agenda' : 'month';

function Legend() {
  return (
    <ul className="planning__legend" aria-label="Légende">
      {Object.values(RENTAL_LOOKS).map((look) => (
        <li key={look.label}>
          <StatusBadge look={look} />
        </li>
      ))}
      <li>
        <span className="status-badge planning__overbooked-badge">{OVERBOOKED_LABEL}</span>
      </li>
      <li>
        <StatusBadge look={{ label: MISSING_LEGEND, tone: 'danger' }} />
      </li>
    </ul>
  );
}

/** The product tab's month, with the calendar's words to move from one to the next. */
function MonthToolbar({ date, onNavigate }: { date: Date; onNavigate: (date: Date) => void }) {
  return (
    <div className="planning__month-toolbar">
      <div className="planning__month-buttons">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onNavigate(new Date())}
        >
          Aujourd’hui
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onNavigate(addMonths(date, -1))}
        >
          Précédent
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onNavigate(addMonths(date, 1))}
        >
          Suivant
        </button>
      </div>
      <p className="planning__month-label">{format(date, 'MMMM yyyy', { locale: fr })}</p>
    </div>
  );
}

/**
 * The planning: the rentals in a month, a week or an agenda, coloured by status, and
 * the units each product has reserved per day of a month. A rental opens its quote.
 */
export default function PlanningPage() {
  useDocumentTitle('Planning');
  const navigate = useNavigate();
  const tabs = useTabs(TABS, 'calendrier');
  const tab = tabs.activeId;
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<CalendarView>(initialView);
  const period: Period = tab === 'produits' ? monthPeriod(date) : calendarPeriod(view, date);
  const { from, until } = period;
  const { state, reload } = useRemote([...AREA_KEYS.planning, from, until], (signal) =>
    getPlanning({ from, until }, signal),
  );
  // While the next period loads, the calendar keeps the last one rather than blinking.
  const last = useRef<PlanningResponse | null>(null);
  if (state.status === 'loaded') last.current = state.data;
  const data = state.status === 'loaded' ? state.data : last.current;
  const open = (rental: PlanningRental) => {
    const link = quoteLink(rental);
    void navigate(link.to, { state: link.state });
  };

  const content = () => {
    if (state.status === 'failed') return <LoadError what="le planning" onRetry={reload} />;
    if (!data) return <Spinner block label="Chargement du planning" />;
    if (tab === 'produits') {
      return (
        <ProductPlanning
          products={data.products}
          period={period}
          title={format(date, 'MMMM yyyy', { locale: fr })}
        />
      );
    }
    return (
      <>
        {state.status === 'loaded' && data.rentals.length === 0 && view !== 'agenda' && (
          <p className="planning__empty">{NO_RENTAL}</p>
        )}
        <RentalCalendar
          rentals={data.rentals}
          date={date}
          view={view}
          today={todayIso()}
          onNavigate={setDate}
          onView={setView}
          onOpen={open}
        />
        <PlanningSales sales={data.sales} />
      </>
    );
  };

  return (
    <TabbedPage
      title="Planning"
      idPrefix="planning"
      pageClass="planning-page"
      {...tabs}
      label="Planning"
      panelClass="planning__panel"
    >
      {tab === 'produits' ? <MonthToolbar date={date} onNavigate={setDate} /> : <Legend />}
      {content()}
    </TabbedPage>
  );
}
