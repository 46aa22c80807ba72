import { monthRangeIso, type IsoDateRange } from '@app/shared/dates';
import { useState } from 'react';
import { getExpensesVsRevenues } from './accounting.api';
import { AmountsChart } from './AmountsChart';
import { DashboardRangeFields } from './DashboardRangeFields';
import { DashboardWidget, LoadingOrFailed } from './DashboardWidget';
import { useDashboardData } from './useDashboardData';

export function ExpensesVsRevenuesWidget() {
  const [range, setRange] = useState<IsoDateRange>(() => monthRangeIso());
  const state = useDashboardData(`${range.start}|${range.end}`, (signal) =>
    getExpensesVsRevenues(range, signal),
  );
  return (
    <DashboardWidget title="Sorties et rentrées">
      <DashboardRangeFields range={range} onChange={setRange} />
      <LoadingOrFailed state={state} what="sorties et rentrées" />
      {state.status === 'loaded' ? (
        state.data.expenseAmount === 0 && state.data.revenueAmount === 0 ? (
          <p className="empty-state">Aucune dépense ni rentrée sur cette période</p>
        ) : (
          <AmountsChart amounts={state.data} label="Sorties et rentrées de la période" />
        )
      ) : null}
    </DashboardWidget>
  );
}
