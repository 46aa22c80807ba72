import type { IsoDateRange } from '@app/shared/dates';
import { useState } from 'react';
import { DateInput } from '../../components/dates/DateInput';
import { isCompleteRange } from '../../components/dates/period-filter-options';

/** Two date fields; the range is applied once both are valid and in order. */
export function DashboardRangeFields({
  range,
  onChange,
}: {
  range: IsoDateRange;
  onChange: (range: IsoDateRange) => void;
}) {
  const [draft, setDraft] = useState(range);
  const update = (next: IsoDateRange) => {
    setDraft(next);
    if (isCompleteRange(next)) onChange(next);
  };
  const invalid = !isCompleteRange(draft);
  return (
    <fieldset className="dashboard-range">
      <legend className="sr-only">Période</legend>
      <DateInput
        label="Du"
        value={draft.start}
        onChange={(start) => update({ ...draft, start })}
        fieldClass="dashboard-range__field"
      />
      <DateInput
        label="Au"
        value={draft.end}
        onChange={(end) => update({ ...draft, end })}
        fieldClass="dashboard-range__field"
      />
      {invalid ? (
        <p className="dashboard-range__error" role="status">
          Choisissez une date de début et une date de fin, dans cet ordre.
        </p>
      ) : null}
    </fieldset>
  );
}
