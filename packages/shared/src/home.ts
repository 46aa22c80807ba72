// The home page of a signed-in member (issue #30 §1): what needs doing, each line a figure read
// from a list the member can open, or, for a new organization, the first steps still to take.
import type { Endpoint } from './contract.js';
import { addDaysIso, isoDateToUtcMs } from './dates.js';
import { roleAtLeast, type Role } from './roles.js';

/** The first steps of a new organization, each true once done. */
export interface HomeChecklist {
  /** The legal identity and the IBAN an invoice needs (missingLegalIdentity is empty). */
  identity: boolean;
  product: boolean;
  client: boolean;
  quote: boolean;
}

export type HomeCount = { count: number };

/** Each line of the home, in its order; a line the member's role cannot read is left out. */
export interface HomeFigures {
  /** Invoices still pending, to validate. */
  pending_invoices?: HomeCount;
  /** Validated invoices with something due past their due date, and that amount (euros). */
  overdue_invoices?: HomeCount & { amount: number };
  /** Overdue invoices whose next payment reminder's day has come (issue #32), to send. */
  reminders_due?: HomeCount;
  /** Rentals whose reservation starts this week (Monday to Sunday) not marked as gone yet. */
  departures_this_week?: HomeCount;
  /** Rentals whose reservation ends this week not marked as back yet. */
  returns_this_week?: HomeCount;
  /** Rentals returned with units missing, and how many units. */
  missing_units?: HomeCount & { units: number };
  /** What is still due on validated invoices (euros). */
  unpaid_total?: { amount: number };
  /** This month's revenues and expenses (euros), and revenues − expenses. */
  cash_this_month?: { revenues: number; expenses: number; balance: number };
}

export type HomeLine = keyof HomeFigures;

export interface HomeResponse {
  /** The steps of a new organization; null once every one is done. */
  checklist: HomeChecklist | null;
  figures: HomeFigures;
  /** The week and the month the figures count, as ISO dates (Europe/Brussels). */
  week: { from: string; until: string };
  month: { from: string; until: string };
}

/** Whether every step of the checklist is done. */
export const checklistDone = (checklist: HomeChecklist): boolean =>
  checklist.identity && checklist.product && checklist.client && checklist.quote;

/**
 * The lines `role` may read, each line going with the endpoint of the list it summarises: a role
 * that cannot read that list does not get the line either.
 */
export function readableLines(
  role: Role,
  sources: Record<HomeLine, Pick<Endpoint, 'access'>>,
): HomeLine[] {
  return (Object.keys(sources) as HomeLine[]).filter((line) => {
    const { access } = sources[line];
    return access.kind !== 'role' || roleAtLeast(role, access.role);
  });
}

/** The week (Monday to Sunday) of an ISO date, as ISO dates. */
export function weekOf(isoDate: string): { from: string; until: string } {
  const weekday = new Date(isoDateToUtcMs(isoDate)).getUTCDay();
  const from = addDaysIso(isoDate, -((weekday + 6) % 7));
  return { from, until: addDaysIso(from, 6) };
}
