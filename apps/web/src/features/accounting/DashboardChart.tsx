import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

export const EXPENSE_COLOR = '#c93b3b';
export const REVENUE_COLOR = '#23875a';
export const QUANTITY_COLOR = '#1f3a5f';
export const PRICE_COLOR = '#d68a00';
const CHART_HEIGHT = 280;
// Until the browser measures the container (and in environments without ResizeObserver).
const INITIAL_SIZE = { width: 560, height: CHART_HEIGHT };

export function ChartFrame({ label, children }: { label: string; children: ReactElement }) {
  // The figures are also written out next to the chart; the drawing is one image for screen readers.
  return (
    <div className="dashboard-chart" role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_SIZE}>
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export function Totals({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="dashboard-totals">
      {items.map((item) => (
        <div key={item.label} className="dashboard-totals__item">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
