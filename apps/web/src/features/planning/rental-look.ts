import type { PlanningRental } from '@app/shared/planning';
import type { StatusLook } from '../../components/StatusBadge';

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
