import { useState, type ReactNode } from 'react';
import { EmailInput } from '../inputs/EmailInput';
import { SchemaForm, type SchemaFormProps } from './SchemaForm';
import { useSchemaForm, type SafeParser } from './useSchemaForm';

export interface EmailFormProps extends Omit<
  SchemaFormProps,
  'onSubmit' | 'submitting' | 'children'
> {
  /** Prefix of the field's id (`${idPrefix}-email`), where the keyboard goes when it is wrong. */
  idPrefix: string;
  emailLabel: string;
  /** The shared schema that checks the email. */
  schema: SafeParser<{ email: string }>;
  /** Sends the checked email; `clear` empties the field for the next one. */
  send: (email: string, clear: () => void) => Promise<unknown>;
  /** What the form says before its field. */
  children?: ReactNode;
  /** Fields after the email (the role of an invitation). */
  after?: ReactNode;
}

/** A form of one email field and its submit button (an invitation, a join or reset request). */
export function EmailForm({
  idPrefix,
  emailLabel,
  schema,
  send,
  children,
  after,
  ...form
}: EmailFormProps) {
  const [email, setEmail] = useState('');
  const { submitting, submitWith } = useSchemaForm();
  return (
    <SchemaForm
      {...form}
      submitting={submitting}
      onSubmit={submitWith({
        schema,
        values: { email },
        idPrefix,
        send: (data) => send(data.email, () => setEmail('')),
      })}
    >
      {children}
      <EmailInput
        id={`${idPrefix}-email`}
        label={emailLabel}
        value={email}
        onChange={setEmail}
        required
      />
      {after}
    </SchemaForm>
  );
}
