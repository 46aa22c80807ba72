import type { IsoDateRange } from '@app/shared/dates';
import { formatDateFr } from '@app/shared/format';
import { lazy, Suspense, useId, useState } from 'react';
import { Spinner } from '../feedback/Spinner';
import { PlainButton } from '../buttons/PlainButton';
import './DateRangePicker.css';

// The calendar (react-date-range and its styles) loads only when it is opened.
const DateRangeCalendar = lazy(() => import('./DateRangeCalendar'));

export interface DateRangePickerProps {
  /** The range applied, both ends included. */
  range: IsoDateRange;
  /** Called once a new range has both ends. */
  onChange: (range: IsoDateRange) => void;
  /** A visible name for the picker ("Période"); without it the picker is named by its context. */
  label?: string;
  /** Shows the calendar from the start. */
  defaultOpen?: boolean;
}

/** The applied range in words, announced when it changes. */
export function DateRangeSummary({ range }: { range: IsoDateRange }) {
  return (
    <p className="date-range-picker__range" aria-live="polite">
      Du {formatDateFr(range.start)} au {formatDateFr(range.end)}
    </p>
  );
}

/**
 * The applied range in words ("Du 01/01/2026 au 31/03/2026") and a button that shows or hides
 * the French range calendar under it. The range changes only when both ends are chosen.
 */
export function DateRangePicker({
  range,
  onChange,
  label,
  defaultOpen = false,
}: DateRangePickerProps) {
  const labelId = useId();
  const calendarId = useId();
  const [open, setOpen] = useState(defaultOpen);

  return (
    <div
      className="date-range-picker"
      role={label ? 'group' : undefined}
      aria-labelledby={label ? labelId : undefined}
    >
      {label ? (
        <span id={labelId} className="field__label date-range-picker__label">
          {label}
        </span>
      ) : null}
      <DateRangeSummary range={range} />
      <PlainButton
        variant="secondary"
        small
        className="date-range-picker__toggle"
        aria-expanded={open}
        aria-controls={calendarId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Masquer le calendrier' : 'Choisir les dates'}
      </PlainButton>
      {open ? (
        <div id={calendarId} className="date-range-picker__calendar">
          <Suspense fallback={<Spinner label="Chargement du calendrier" />}>
            <DateRangeCalendar range={range} onComplete={onChange} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
