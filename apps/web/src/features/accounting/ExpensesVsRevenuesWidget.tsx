import { getExpensesVsRevenues } from './accounting.api';
import { AmountsChart } from './AmountsChart';
import { RangeWidget } from './DashboardWidget';

export function ExpensesVsRevenuesWidget() {
  return (
    <RangeWidget
      title="Sorties et rentrées"
      what="sorties et rentrées"
      load={getExpensesVsRevenues}
      isEmpty={(data) => data.expenseAmount === 0 && data.revenueAmount === 0}
    >
      {(data) => <AmountsChart amounts={data} label="Sorties et rentrées de la période" />}
    </RangeWidget>
  );
}
