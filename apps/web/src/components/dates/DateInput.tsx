import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import {
  DATE_PLACEHOLDER,
  formatDateText,
  MSG_INVALID_DATE,
  parseDateText,
} from './date-input-rules';
import { FormField, useField } from '../inputs/FieldLabel';
import { LineIcon } from '../buttons/LineIcon';
import { Spinner } from '../feedback/Spinner';
import { TypedText } from '../inputs/TypedText';
import type { TextInputProps } from '../inputs/TextInput';
import { useDismiss } from './useDismiss';
import { useParsedText } from './useParsedText';
import './DateInput.css';

// The calendar (react-date-range and its styles) loads only when it is first opened.
const DateCalendar = lazy(() => import('./DateCalendar'));

const CALENDAR_ICON = 'M4 6.5h16v13H4zM4 10.5h16M8 4v4M16 4v4';

/** value is a calendar date 'yyyy-MM-dd' (empty string when unset or not a date). */
export interface DateInputProps extends Omit<TextInputProps, 'type'> {
  /** The calendar button and its popover; off where a calendar is already shown. */
  calendar?: boolean;
  /** The last day the calendar offers ('yyyy-MM-dd'): later ones are greyed out. */
  max?: string;
}

const DATE_TEXT = { parse: parseDateText, format: formatDateText };

/** Whether the calendar is shown; a press outside or the focus leaving closes it. */
function usePopover(wrapperRef: RefObject<HTMLDivElement | null>) {
  const [open, setOpen] = useState(false);
  useDismiss(wrapperRef, open, () => setOpen(false));
  const closeOnFocusLeave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !wrapperRef.current?.contains(next)) setOpen(false);
  };
  return { open, setOpen, closeOnFocusLeave };
}

/** The button beside the field that shows or hides its calendar. */
function CalendarToggle(props: {
  open: boolean;
  popoverId: string;
  disabled: boolean | undefined;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      className="date-input__toggle"
      aria-label="Ouvrir le calendrier"
      aria-haspopup="dialog"
      aria-expanded={props.open}
      aria-controls={props.open ? props.popoverId : undefined}
      disabled={props.disabled}
      onClick={props.onToggle}
    >
      <LineIcon path={CALENDAR_ICON} className="date-input__icon" size={20} />
    </button>
  );
}

/** The calendar under the field, named for screen readers; loaded when first opened. */
function CalendarPopover({
  id,
  value,
  max,
  onPick,
}: {
  id: string;
  value: string;
  max: string | undefined;
  onPick: (iso: string) => void;
}) {
  return (
    <div id={id} role="dialog" aria-label="Calendrier" className="date-input__popover">
      <Suspense fallback={<Spinner label="Chargement du calendrier" />}>
        <DateCalendar value={value} max={max} onPick={onPick} />
      </Suspense>
    </div>
  );
}

/**
 * A French date field, whatever the browser's language: typed or pasted as dd/mm/yyyy (also
 * "24-11-2026", "24112026"), or picked in a calendar whose weeks start on Monday. Text that is
 * not a date gives '' and, once the field is left, a message under it.
 */
export function DateInput({
  value,
  onChange,
  calendar = true,
  max,
  className,
  onBlur,
  error,
  ...props
}: DateInputProps) {
  const date = useParsedText(value, onChange, DATE_TEXT);
  // The form's message first; otherwise the field's own, once text that is no date is left.
  const { field, control, rest } = useField({
    ...props,
    error: error ?? (date.invalid ? MSG_INVALID_DATE : undefined),
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();
  const { open, setOpen, closeOnFocusLeave } = usePopover(wrapperRef);

  const closeToField = () => {
    setOpen(false);
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // Only the calendar closes, not the dialog the field may be in.
      event.stopPropagation();
      event.preventDefault();
      closeToField();
    }
  };

  return (
    <FormField {...field}>
      <div
        className="date-input"
        ref={wrapperRef}
        onKeyDown={handleKeyDown}
        onBlur={closeOnFocusLeave}
      >
        <div className="date-input__row">
          <TypedText
            {...rest}
            {...control}
            ref={inputRef}
            inputMode="numeric"
            placeholder={DATE_PLACEHOLDER}
            className={className ? `input date-input__text ${className}` : 'input date-input__text'}
            text={date.text}
            onText={date.type}
            onLeave={date.leave}
            onBlur={onBlur}
          />
          {calendar ? (
            <CalendarToggle
              open={open}
              popoverId={popoverId}
              disabled={rest.disabled}
              onToggle={() => setOpen((shown) => !shown)}
            />
          ) : null}
        </div>
        {open ? (
          <CalendarPopover
            id={popoverId}
            value={value}
            max={max}
            onPick={(iso) => {
              date.pick(iso);
              closeToField();
            }}
          />
        ) : null}
      </div>
    </FormField>
  );
}
