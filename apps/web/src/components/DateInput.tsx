import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import {
  DATE_PLACEHOLDER,
  formatDateText,
  MSG_INVALID_DATE,
  parseDateText,
} from './date-input-rules';
import { FormField, useField } from './FieldLabel';
import { LineIcon } from './LineIcon';
import { Spinner } from './Spinner';
import type { TextInputProps } from './TextInput';
import { useDismiss } from './useDismiss';
import './DateInput.css';

// The calendar (react-date-range and its styles) loads only when it is first opened.
const DateCalendar = lazy(() => import('./DateCalendar'));

const CALENDAR_ICON = 'M4 6.5h16v13H4zM4 10.5h16M8 4v4M16 4v4';

/** value is a calendar date 'yyyy-MM-dd' (empty string when unset or not a date). */
export interface DateInputProps extends Omit<TextInputProps, 'type'> {
  /** The calendar button and its popover; off where a calendar is already shown. */
  calendar?: boolean;
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
  className,
  onBlur,
  onKeyDown,
  error,
  ...props
}: DateInputProps) {
  const [text, setText] = useState(() => formatDateText(value));
  const [invalid, setInvalid] = useState(false);
  // The form's message first; otherwise the field's own, once text that is no date is left.
  const { field, control, rest } = useField({
    ...props,
    error: error ?? (invalid ? MSG_INVALID_DATE : undefined),
  });
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popoverId = useId();

  // The text keeps what is being typed; when the parent sets another date (a reset, a record
  // loaded for editing) the text follows it.
  if ((parseDateText(text) ?? '') !== value) {
    setText(formatDateText(value));
    setInvalid(false);
  }

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) inputRef.current?.focus();
  };
  useDismiss(wrapperRef, open, () => close(false));

  const handleChange = (raw: string) => {
    setText(raw);
    const parsed = parseDateText(raw);
    if (parsed !== null) setInvalid(false);
    const next = parsed ?? '';
    if (next !== value) onChange(next);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const parsed = parseDateText(text);
    if (parsed === null) setInvalid(true);
    else setText(formatDateText(parsed));
    onBlur?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      // Only the calendar closes, not the dialog the field may be in.
      event.stopPropagation();
      event.preventDefault();
      close(true);
    }
  };

  const pick = (iso: string) => {
    setText(formatDateText(iso));
    setInvalid(false);
    if (iso !== value) onChange(iso);
    close(true);
  };

  // Tabbing out of the field and its calendar closes the calendar.
  const handleFocusLeave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !wrapperRef.current?.contains(next)) close(false);
  };

  return (
    <FormField {...field}>
      <div
        className="date-input"
        ref={wrapperRef}
        onKeyDown={handleKeyDown}
        onBlur={handleFocusLeave}
      >
        <div className="date-input__row">
          <input
            {...rest}
            {...control}
            ref={inputRef}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={DATE_PLACEHOLDER}
            className={className ? `input date-input__text ${className}` : 'input date-input__text'}
            value={text}
            onChange={(event) => handleChange(event.target.value)}
            onBlur={handleBlur}
            onKeyDown={onKeyDown}
          />
          {calendar ? (
            <button
              type="button"
              className="date-input__toggle"
              aria-label="Ouvrir le calendrier"
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? popoverId : undefined}
              disabled={rest.disabled}
              onClick={() => setOpen((shown) => !shown)}
            >
              <LineIcon path={CALENDAR_ICON} className="date-input__icon" size={20} />
            </button>
          ) : null}
        </div>
        {open ? (
          <div id={popoverId} role="dialog" aria-label="Calendrier" className="date-input__popover">
            <Suspense fallback={<Spinner label="Chargement du calendrier" />}>
              <DateCalendar value={value} onPick={pick} />
            </Suspense>
          </div>
        ) : null}
      </div>
    </FormField>
  );
}
