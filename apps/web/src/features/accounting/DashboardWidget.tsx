import { useId, type ReactNode } from 'react';
import { Spinner } from '../../components/Spinner';
import type { Load } from './useDashboardData';

export function DashboardWidget({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="dashboard-widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="dashboard-widget__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LoadingOrFailed({ state, what }: { state: Load<unknown>; what: string }) {
  if (state.status === 'loading') return <Spinner block label={`Chargement : ${what}`} />;
  if (state.status === 'failed') {
    return <p className="empty-state">Les données n&apos;ont pas pu être chargées.</p>;
  }
  return null;
}
