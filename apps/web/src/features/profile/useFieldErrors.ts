import { useState } from 'react';
import type { FieldErrors } from '../../lib/validation';

/** A form's messages under its fields; a field's message goes away as soon as it is edited. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = (field: string) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  return { errors, setErrors, clear };
}
