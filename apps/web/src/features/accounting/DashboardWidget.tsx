import { monthRangeIso, type IsoDateRange } from '@app/shared/dates';
import { useState, type ReactNode } from 'react';
import { CardSection } from '../../components/layout/CardSection';
import { Spinner } from '../../components/feedback/Spinner';
import { DashboardRangeFields } from './DashboardRangeFields';
import { useDashboardData, type Load } from './useDashboardData';

export function DashboardWidget(props: { title: string; children: ReactNode }) {
  return <CardSection block="dashboard-widget" {...props} />;
}

export function LoadingOrFailed({ state, what }: { state: Load<unknown>; what: string }) {
  if (state.status === 'loading') return <Spinner block label={`Chargement : ${what}`} />;
  if (state.status === 'failed') {
    return <p className="empty-state">Les données n&apos;ont pas pu être chargées.</p>;
  }
  return null;
}

/** A widget over a period (this month at first): its range fields, then the figures or why not. */
export function RangeWidget<T>({
  title,
  what,
  load,
  isEmpty,
  children,
}: {
  title: string;
  /** What is loading, for the spinner's label. */
  what: string;
  load: (range: IsoDateRange, signal: AbortSignal) => Promise<T | undefined>;
  isEmpty: (data: T) => boolean;
  children: (data: T, range: IsoDateRange) => ReactNode;
}) {
  const [range, setRange] = useState<IsoDateRange>(() => monthRangeIso());
  const state = useDashboardData([what, range.start, range.end], (signal) => load(range, signal));
  return (
    <DashboardWidget title={title}>
      <DashboardRangeFields range={range} onChange={setRange} />
      <LoadingOrFailed state={state} what={what} />
      {state.status === 'loaded' ? (
        isEmpty(state.data) ? (
          <p className="empty-state">Aucune dépense ni rentrée sur cette période</p>
        ) : (
          children(state.data, range)
        )
      ) : null}
    </DashboardWidget>
  );
}
