import type { PlanningRental } from '@app/shared/planning';
import type { StatusLook } from '../../components/feedback/StatusBadge';

export type RentalKind = 'finished' | 'past' | 'upcoming';

/** The quote statuses as the quotes list tells them (its status icon), each with its colour. */
export const RENTAL_LOOKS: Record<RentalKind, StatusLook> = {
  finished: { label: 'Terminé', tone: 'success' },
  past: { label: 'En attente, date de location passée', tone: 'warning' },
  upcoming: { label: 'En attente, location à venir', tone: 'brand' },
};

export const OVERBOOKED_LABEL = 'Surréservé';

/** Finished, or pending with its rental date before today (past) or not (upcoming). */
export function rentalKind(rental: PlanningRental, today: string): RentalKind {
  if (rental.status === 'Finished') return 'finished';
  return rental.rent_date < today ? 'past' : 'upcoming';
}

/** The legend's word for the badge of a rental with units missing at its return. */
export const MISSING_LEGEND = 'Unités manquantes au retour';

/** "2 manquant(s)", as the quotes list says it; null when every unit came back. */
export function missingLabel(rental: PlanningRental): string | null {
  const units = rental.missing.reduce((sum, line) => sum + line.quantity, 0);
  return units > 0 ? `${units} manquant(s)` : null;
}

/** "2 manquant(s) : Chaise pliante", or "3 manquant(s) : Chaise (2), Table (1)", as the quote. */
export function missingDetail(rental: PlanningRental): string | null {
  const label = missingLabel(rental);
  if (label === null) return null;
  const [only] = rental.missing;
  const names =
    rental.missing.length === 1 && only
      ? only.name
      : rental.missing.map((line) => `${line.name} (${line.quantity})`).join(', ');
  return `${label} : ${names}`;
}
