import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react';
import { NUMBER_CLAMP_HIGHLIGHT_MS } from '../../constants';
import { applyNumberInput, formatNumberText, parseNumberText } from './number-input-rules';
import { TypedTextField } from './TypedText';

export interface NumberInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'max' | 'required'
> {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  max?: number;
  required?: boolean;
  fieldClass?: string;
  /** Digits shown after the comma once the field is left or set by the form (2 for amounts). */
  decimals?: number;
  /** The form's message about this field, shown under it and tied to it. */
  error?: string | undefined;
  /**
   * Why a number above `max` was lowered to it ("Stock disponible : 3"), said under the field
   * until the next number typed; without it the field is only highlighted.
   */
  clampNote?: (max: number) => string | null;
}

export const CLAMP_HIGHLIGHT_CLASS = 'input--clamped';

export function NumberInput({
  value,
  onChange,
  max,
  decimals,
  clampNote,
  ...props
}: NumberInputProps) {
  const [text, setText] = useState(() => formatNumberText(value, decimals));
  const [highlighted, setHighlighted] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const noteId = useId();
  const timer = useRef<number | undefined>(undefined);

  // The text keeps what is being typed ("12," or "0,50"); when the parent sets another value
  // (a reset, an entry loaded for editing) the text follows it.
  const shown = formatNumberText(value, decimals);
  if (parseNumberText(text) !== value && text !== shown) {
    setText(shown);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleChange = (raw: string) => {
    const outcome = applyNumberInput(raw, max);
    if (!outcome.accepted) return;
    setText(outcome.text);
    setNote(outcome.clamped && clampNote && max !== undefined ? clampNote(max) : null);
    if (outcome.clamped) {
      setHighlighted(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setHighlighted(false), NUMBER_CLAMP_HIGHLIGHT_MS);
    }
    if (outcome.value !== value) onChange(outcome.value);
  };

  const describedBy = [props['aria-describedby'], note ? noteId : undefined].filter(Boolean);
  return (
    <>
      <TypedTextField
        {...props}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        inputMode="decimal"
        className={highlighted ? `input ${CLAMP_HIGHLIGHT_CLASS}` : 'input'}
        text={text}
        onText={handleChange}
        onLeave={() => {
          if (decimals !== undefined && value !== null) setText(shown);
        }}
      />
      {note ? (
        <p id={noteId} role="status" className="line-table__hint line-table__hint--warning">
          {note}
        </p>
      ) : null}
    </>
  );
}
