import type { OverTimeResponse } from '@app/shared/dashboard';
import type { IsoDateRange } from '@app/shared/dates';
import { formatDateFr } from '@app/shared/format';
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
import { RangeWidget } from './DashboardWidget';

const SERIES = [
  { dataKey: 'expenses', name: 'Sorties', stroke: EXPENSE_COLOR },
  { dataKey: 'revenues', name: 'Rentrées', stroke: REVENUE_COLOR },
] as const;

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
          {/* The first date sits under the lowest amount: a wider margin keeps them apart. */}
          <XAxis dataKey="date" tickFormatter={formatShortDate} minTickGap={16} tickMargin={8} />
          <YAxis tickFormatter={formatAxisEuros} width={72} />
          <Tooltip
            labelFormatter={(label) => formatDateFr(String(label))}
            formatter={(value, name) => [formatAmount(Number(value)), name]}
          />
          <Legend />
          {SERIES.map((series) => (
            <Line
              key={series.dataKey}
              type="monotone"
              {...series}
              strokeWidth={2}
              dot={rows.length <= 31}
            />
          ))}
        </LineChart>
      </ChartFrame>
    </>
  );
}

export function OverTimeWidget() {
  return (
    <RangeWidget
      title="Évolution des rentrées et sorties"
      what="évolution"
      load={getRevenuesAndExpensesOverTime}
      isEmpty={(data) => data.expenses.length === 0 && data.revenues.length === 0}
    >
      {(data, range) => <OverTimeChart data={data} range={range} />}
    </RangeWidget>
  );
}
