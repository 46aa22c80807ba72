import { todayIso } from '@app/shared/dates';
import type { QuoteListItem } from '@app/shared/quotes';
import { statusToneClass, type StatusLook } from '../../components/feedback/StatusBadge';

export type QuoteStatusKind = 'finished' | 'past' | 'upcoming';

export const QUOTE_STATUSES: Record<QuoteStatusKind, StatusLook> = {
  finished: { label: 'Terminé', tone: 'success' },
  past: { label: 'En attente, date de location passée', tone: 'warning' },
  upcoming: { label: 'En attente, location à venir', tone: 'brand' },
};

/**
 * Spec part 2 §2: Finished shows a done icon; otherwise one icon when the rent date (day
 * granularity, in the business time zone) is before today and another when it is not.
 */
export function quoteStatusKind(
  quote: Pick<QuoteListItem, 'status' | 'rent_date'>,
  today: string = todayIso(),
): QuoteStatusKind {
  if (quote.status === 'Finished') return 'finished';
  return quote.rent_date < today ? 'past' : 'upcoming';
}

// 24×24 outline icons drawn with the current text colour.
const PATHS: Record<QuoteStatusKind, string> = {
  // A check in a circle: done.
  finished: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 12.5l2.7 2.7L16.2 9.5',
  // A clock: the rental date has passed and the quote is still open.
  past: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7.5V12l3 2',
  // A calendar: the rental is still to come.
  upcoming: 'M5 6h14v14H5zM5 10h14M9 4v4M15 4v4',
};

export function QuoteStatusIcon({ kind }: { kind: QuoteStatusKind }) {
  const { label, tone } = QUOTE_STATUSES[kind];
  return (
    <span
      className={`quote-status ${statusToneClass(tone)}`}
      role="img"
      aria-label={label}
      title={label}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={PATHS[kind]} />
      </svg>
    </span>
  );
}
