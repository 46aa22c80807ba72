import type { OverTimeResponse } from '@app/shared/accounting';
import { monthRangeIso, type IsoDateRange } from '@app/shared/dates';
import { formatDateFr } from '@app/shared/format';
import { useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { getRevenuesAndExpensesOverTime } from './accounting.api';
import {
  formatAmount,
  formatAxisEuros,
  formatShortDate,
  mergeSeries,
  seriesTotal,
} from './chart-format';
import { ChartFrame, EXPENSE_COLOR, REVENUE_COLOR, Totals } from './DashboardChart';
import { DashboardRangeFields } from './DashboardRangeFields';
import { DashboardWidget, LoadingOrFailed } from './DashboardWidget';
import { useDashboardData } from './useDashboardData';

function OverTimeChart({ data, range }: { data: OverTimeResponse; range: IsoDateRange }) {
  const rows = mergeSeries(data.expenses, data.revenues, range);
  const totalExpenses = seriesTotal(data.expenses);
  const totalRevenues = seriesTotal(data.revenues);
  return (
    <>
      <Totals
        items={[
          { label: 'Total des sorties', value: formatAmount(totalExpenses) },
          { label: 'Total des rentrées', value: formatAmount(totalRevenues) },
        ]}
      />
      <ChartFrame
        label={`Évolution du ${formatDateFr(range.start)} au ${formatDateFr(range.end)} : sorties ${formatAmount(totalExpenses)}, rentrées ${formatAmount(totalRevenues)}`}
      >
        <LineChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={formatShortDate} minTickGap={16} />
          <YAxis tickFormatter={formatAxisEuros} width={72} />
          <Tooltip
            labelFormatter={(label) => formatDateFr(String(label))}
            formatter={(value, name) => [formatAmount(Number(value)), name]}
          />
          <Legend />
          <Line
            type="monotone"
            dataKey="expenses"
            name="Sorties"
            stroke={EXPENSE_COLOR}
            strokeWidth={2}
            dot={rows.length <= 31}
          />
          <Line
            type="monotone"
            dataKey="revenues"
            name="Rentrées"
            stroke={REVENUE_COLOR}
            strokeWidth={2}
            dot={rows.length <= 31}
          />
        </LineChart>
      </ChartFrame>
    </>
  );
}

export function OverTimeWidget() {
  const [range, setRange] = useState<IsoDateRange>(() => monthRangeIso());
  const state = useDashboardData(`${range.start}|${range.end}`, (signal) =>
    getRevenuesAndExpensesOverTime(range, signal),
  );
  return (
    <DashboardWidget title="Évolution des rentrées et sorties">
      <DashboardRangeFields range={range} onChange={setRange} />
      <LoadingOrFailed state={state} what="évolution" />
      {state.status === 'loaded' ? (
        state.data.expenses.length === 0 && state.data.revenues.length === 0 ? (
          <p className="empty-state">Aucune dépense ni rentrée sur cette période</p>
        ) : (
          <OverTimeChart data={state.data} range={range} />
        )
      ) : null}
    </DashboardWidget>
  );
}
