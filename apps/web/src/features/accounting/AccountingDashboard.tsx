import { EventRevenuesWidget } from './EventRevenuesWidget';
import type { EventChoice } from './entry-options';
import { ExpensesVsRevenuesWidget } from './ExpensesVsRevenuesWidget';
import { OverTimeWidget } from './OverTimeWidget';
import { ProductRentalStatsWidget } from './ProductRentalStatsWidget';

export interface AccountingDashboardProps {
  events: readonly EventChoice[];
}

/** Spec §2 "Dashboard": four widgets, French labels, euros with 2 decimals. */
export default function AccountingDashboard({ events }: AccountingDashboardProps) {
  return (
    <div className="accounting-dashboard">
      <ExpensesVsRevenuesWidget />
      <EventRevenuesWidget events={events} />
      <OverTimeWidget />
      <ProductRentalStatsWidget />
    </div>
  );
}
