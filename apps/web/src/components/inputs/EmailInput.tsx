import { TextInput, type TextInputProps } from './TextInput';

export type EmailInputProps = Omit<TextInputProps, 'type'>;

export function EmailInput({ label = 'Email', autoComplete = 'email', ...rest }: EmailInputProps) {
  return <TextInput {...rest} label={label} type="email" autoComplete={autoComplete} />;
}
