import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, useField, type FieldProps } from './FieldLabel';

export interface TypedTextProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'required'
> {
  /** What the box shows: the text as typed. */
  text: string;
  onText: (text: string) => void;
  /** When the box is left, before the parent's onBlur (the text takes its usual form). */
  onLeave: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The text box of a field typed freely and read by its own component (a date, a time, a number,
 * French whatever the browser's language): plain text, the keyboard `inputMode` names, no
 * autocompletion.
 */
export function TypedText({ text, onText, onLeave, onBlur, ...input }: TypedTextProps) {
  return (
    <input
      {...input}
      type="text"
      autoComplete="off"
      value={text}
      onChange={(event) => onText(event.target.value)}
      onBlur={(event) => {
        onLeave();
        onBlur?.(event);
      }}
    />
  );
}

/** A TypedText with its label and its message under it. */
export function TypedTextField(props: TypedTextProps & FieldProps) {
  const { field, control, rest } = useField(props);
  return (
    <FormField {...field}>
      <TypedText {...rest} {...control} />
    </FormField>
  );
}
