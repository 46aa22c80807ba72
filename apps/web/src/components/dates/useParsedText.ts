import { useState } from 'react';

/** How a typed field reads its text: the value it stands for (null: none), and back. */
export interface TextFormat {
  /** '' for an empty field, null for text that is no value. */
  parse: (text: string) => string | null;
  /** The value as the field shows it; '' for no value. */
  format: (value: string) => string;
}

/**
 * A typed field's text and the value it stands for (the French date and time fields): the text
 * keeps what is being typed, '' is handed over while it is no value, and the text follows a value
 * the form sets (a reset, a record loaded). Leaving the field shows the value in its usual form,
 * or marks the text invalid.
 */
export function useParsedText(
  value: string,
  onChange: (value: string) => void,
  { parse, format }: TextFormat,
) {
  const [text, setText] = useState(() => format(value));
  const [invalid, setInvalid] = useState(false);

  const shown = format(value);
  if ((parse(text) ?? '') !== value && text !== shown) {
    setText(shown);
    setInvalid(false);
  }

  const type = (raw: string) => {
    setText(raw);
    const parsed = parse(raw);
    if (parsed !== null) setInvalid(false);
    const next = parsed ?? '';
    if (next !== value) onChange(next);
  };

  const leave = () => {
    const parsed = parse(text);
    if (parsed === null) setInvalid(true);
    else setText(format(parsed));
  };

  /** A value chosen elsewhere than in the text (the calendar). */
  const pick = (picked: string) => {
    setText(format(picked));
    setInvalid(false);
    if (picked !== value) onChange(picked);
  };

  return { text, invalid, type, leave, pick };
}
