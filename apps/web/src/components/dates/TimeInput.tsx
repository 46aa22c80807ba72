import type { TextInputProps } from '../inputs/TextInput';
import {
  formatTimeText,
  MSG_INVALID_TIME,
  parseTimeText,
  TIME_PLACEHOLDER,
} from './time-input-rules';
import { TypedTextField } from '../inputs/TypedText';
import { useParsedText } from './useParsedText';

/** value is 'HH:mm' (empty string when unset or not a time). */
export type TimeInputProps = Omit<TextInputProps, 'type'>;

const TIME_TEXT = { parse: parseTimeText, format: formatTimeText };

/**
 * A 24-hour time field, whatever the browser's language (a native time input shows AM/PM in an
 * English browser): typed as 18:30, 18h30 or 1830. Text that is no time gives '' and, once the
 * field is left, a message under it.
 */
export function TimeInput({ value, onChange, className, error, ...props }: TimeInputProps) {
  const time = useParsedText(value, onChange, TIME_TEXT);
  return (
    <TypedTextField
      {...props}
      error={error ?? (time.invalid ? MSG_INVALID_TIME : undefined)}
      inputMode="numeric"
      placeholder={TIME_PLACEHOLDER}
      className={className ? `input ${className}` : 'input'}
      text={time.text}
      onText={time.type}
      onLeave={time.leave}
    />
  );
}
