import { TextInput, type TextInputProps } from './TextInput';

/** value is 'HH:mm' (empty string when unset). */
export type TimeInputProps = Omit<TextInputProps, 'type'>;

export function TimeInput(props: TimeInputProps) {
  return <TextInput {...props} type="time" />;
}
