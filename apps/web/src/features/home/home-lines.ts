// The lines of the home page, in their order: each one's words, its figure and the list it opens.
import { formatEurosAmount } from '@app/shared/format';
import type { HomeFigures, HomeLine } from '@app/shared/home';

export interface HomeLineView {
  line: HomeLine;
  label: string;
  /** The figure as read ("3", "2 · 150,00 €"). */
  figure: string;
  /** Whether something waits (a zero count, nothing late): the line is then shown quieter. */
  calls: boolean;
  to: string;
  /** The link's words, for a screen reader reading the links alone. */
  linkLabel: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

type Describe<L extends HomeLine> = (
  figure: NonNullable<HomeFigures[L]>,
) => Omit<HomeLineView, 'line'>;

const LINES: { [L in HomeLine]: Describe<L> } = {
  pending_invoices: ({ count: n }) => ({
    label: 'Factures à valider',
    figure: String(n),
    calls: n > 0,
    to: '/invoices',
    linkLabel: 'Voir les factures',
  }),
  overdue_invoices: ({ count: n, amount }) => ({
    label: 'Factures en retard',
    figure: n === 0 ? '0' : `${count(n, 'facture', 'factures')} · ${formatEurosAmount(amount)}`,
    calls: n > 0,
    to: '/invoices?payment=overdue',
    linkLabel: 'Voir les factures',
  }),
  reminders_due: ({ count: n }) => ({
    label: 'Relances à envoyer',
    figure: String(n),
    calls: n > 0,
    to: '/reminders',
    linkLabel: 'Voir les relances',
  }),
  departures_this_week: ({ count: n }) => ({
    label: 'Locations qui partent cette semaine',
    figure: String(n),
    calls: n > 0,
    to: '/planning',
    linkLabel: 'Voir le planning',
  }),
  returns_this_week: ({ count: n }) => ({
    label: 'Locations qui reviennent cette semaine',
    figure: String(n),
    calls: n > 0,
    to: '/planning',
    linkLabel: 'Voir le planning',
  }),
  missing_units: ({ count: n, units }) => ({
    label: 'Unités manquantes au retour',
    figure:
      n === 0 ? '0' : `${count(units, 'unité', 'unités')} · ${count(n, 'location', 'locations')}`,
    calls: n > 0,
    to: '/planning',
    linkLabel: 'Voir le planning',
  }),
  unpaid_total: ({ amount }) => ({
    label: 'Impayés',
    figure: formatEurosAmount(amount),
    calls: amount > 0,
    to: '/invoices',
    linkLabel: 'Voir les factures',
  }),
  cash_this_month: ({ revenues, expenses, balance }) => ({
    label: 'Trésorerie du mois (rentrées − sorties)',
    figure: `${formatEurosAmount(balance)} (${formatEurosAmount(revenues)} − ${formatEurosAmount(expenses)})`,
    calls: balance < 0,
    to: '/accounting',
    linkLabel: 'Voir la comptabilité',
  }),
};

/** The lines the answer holds (those the member's role reads), in the home's order. */
export function homeLines(figures: HomeFigures): HomeLineView[] {
  return (Object.keys(LINES) as HomeLine[]).flatMap((line) => {
    const figure = figures[line];
    if (figure === undefined) return [];
    const describe = LINES[line] as Describe<typeof line>;
    return [{ line, ...describe(figure as never) }];
  });
}
