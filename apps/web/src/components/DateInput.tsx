import { TextInput, type TextInputProps } from './TextInput';

/** value is a calendar date 'yyyy-MM-dd' (empty string when unset); the browser shows it localised. */
export type DateInputProps = Omit<TextInputProps, 'type'>;

export function DateInput(props: DateInputProps) {
  return <TextInput {...props} type="date" />;
}
