import type { AmountsResponse } from '@app/shared/dashboard';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount, formatAxisEuros } from './chart-format';
import { ChartFrame, EXPENSE_COLOR, REVENUE_COLOR, Totals } from './DashboardChart';

export function AmountsChart({ amounts, label }: { amounts: AmountsResponse; label: string }) {
  const data = [
    { name: 'Sorties', montant: amounts.expenseAmount, color: EXPENSE_COLOR },
    { name: 'Rentrées', montant: amounts.revenueAmount, color: REVENUE_COLOR },
  ];
  return (
    <>
      <Totals
        items={[
          { label: 'Total des sorties', value: formatAmount(amounts.expenseAmount) },
          { label: 'Total des rentrées', value: formatAmount(amounts.revenueAmount) },
        ]}
      />
      <ChartFrame
        label={`${label} : sorties ${formatAmount(amounts.expenseAmount)}, rentrées ${formatAmount(amounts.revenueAmount)}`}
      >
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" />
          <YAxis tickFormatter={formatAxisEuros} width={72} />
          <Tooltip formatter={(value) => [formatAmount(Number(value)), 'Montant']} />
          <Bar dataKey="montant" name="Montant" radius={[6, 6, 0, 0]} maxBarSize={96}>
            {data.map((entry) => (
              <Cell key={entry.name} fill={entry.color} />
            ))}
          </Bar>
        </BarChart>
      </ChartFrame>
    </>
  );
}
