import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import { LoadingButton } from '../buttons/LoadingButton';

export interface SchemaFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** The handler made by `useSchemaForm().submitWith`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitting: boolean;
  submitLabel: string;
  submitClassName?: string;
  children: ReactNode;
}

/** A form checked by the app (noValidate) whose submit button spins while it sends. */
export function SchemaForm({
  onSubmit,
  submitting,
  submitLabel,
  submitClassName,
  children,
  ...rest
}: SchemaFormProps) {
  return (
    <form {...rest} noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <LoadingButton type="submit" className={submitClassName} loading={submitting}>
        {submitLabel}
      </LoadingButton>
    </form>
  );
}
