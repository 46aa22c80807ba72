import { useState } from 'react';
import { getEventRevenues } from './accounting.api';
import { SearchableDropdown } from '../../components/inputs/SearchableDropdown';
import { AmountsChart } from './AmountsChart';
import { DashboardWidget, LoadingOrFailed } from './DashboardWidget';
import type { EventChoice } from './entry-options';
import { useDashboardData } from './useDashboardData';

export function EventRevenuesWidget({ events }: { events: readonly EventChoice[] }) {
  const [eventId, setEventId] = useState<number | null>(null);
  const state = useDashboardData(eventId === null ? null : ['eventRevenues', eventId], (signal) =>
    getEventRevenues(eventId ?? -1, signal),
  );
  const eventName = events.find((event) => event.event_id === eventId)?.name ?? '';
  return (
    <DashboardWidget title="Rentrées par événement">
      <SearchableDropdown
        label="Événement"
        options={events.map((event) => ({ value: event.event_id, label: event.name }))}
        value={eventId}
        onChange={setEventId}
        placeholder="Choisir un événement"
        noResultsText="Aucun événement"
      />
      {state.status === 'idle' ? (
        <p className="empty-state">
          {events.length === 0
            ? 'Aucun événement pour le moment.'
            : 'Choisissez un événement pour voir ses sorties et rentrées.'}
        </p>
      ) : null}
      <LoadingOrFailed state={state} what="l'événement" />
      {state.status === 'loaded' ? (
        state.data.expenseAmount === 0 && state.data.revenueAmount === 0 ? (
          <p className="empty-state">Aucune dépense ni rentrée pour cet événement</p>
        ) : (
          <AmountsChart amounts={state.data} label={`Événement ${eventName}`} />
        )
      ) : null}
    </DashboardWidget>
  );
}
