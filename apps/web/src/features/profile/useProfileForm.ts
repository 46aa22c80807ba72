import { useState } from 'react';
import toast from 'react-hot-toast';
import { isFieldRefusal } from '../../api/form-request';
import { refusalAtControl } from '../../components/inputs/FieldErrorsContext';
import type { SchemaFormProps } from '../../components/forms/SchemaForm';
import { useSchemaForm, type SafeParser } from '../../components/forms/useSchemaForm';
import { fieldErrorsOf, reportProblem, type FieldErrors } from '../../lib/validation';
import type { ChangeResult } from './profile.api';

export interface ProfileSubmit<Data, Saved extends { message: string }> {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  schema: SafeParser<Data>;
  /** What the schema checks, as the form holds it. */
  values: unknown;
  /** A check the schema cannot make; false stops, reported by it (see `refuse`). */
  check: () => boolean;
  save: (data: Data) => Promise<ChangeResult<Saved>>;
  /** After the success toast. */
  onSaved: (saved: Saved) => void;
}

/**
 * What the profile's forms share. Messages under the fields (field ids are `${idPrefix}-${field}`),
 * each gone as soon as its field is edited; the shared schema's check; then the server's answer:
 * a refusal about a field under it (focused, no toast), another one toasted, a success toasted.
 */
export function useProfileForm(idPrefix: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submitting, submitWith } = useSchemaForm();

  /** The change handler of a field: its new value, and its message gone. */
  const edit = (field: string, setter: (value: string) => void) => (value: string) => {
    setter(value);
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  /** A refusal of the form's own: the message under the field, the keyboard on it. */
  const refuse = (field: string, message: string) => {
    setErrors({ [field]: message });
    reportProblem(message, `${idPrefix}-${field}`);
  };

  /** The props of the form's SchemaForm. */
  const form = <Data, Saved extends { message: string }>({
    label,
    submitLabel,
    schema,
    values,
    check,
    save,
    onSaved,
  }: ProfileSubmit<Data, Saved>): Omit<SchemaFormProps, 'children'> => ({
    className: 'profile-form',
    'aria-label': label,
    submitting,
    submitLabel,
    onSubmit: submitWith({
      schema,
      values,
      idPrefix,
      onInvalid: (error) => setErrors(fieldErrorsOf(error)),
      check,
      send: async (data: Data) => {
        setErrors({});
        const result = await save(data);
        if (!result) return;
        // Not toasted: under its field, which gets the keyboard.
        if (isFieldRefusal(result)) return setErrors(refusalAtControl(result, idPrefix) ?? {});
        toast.success(result.message);
        onSaved(result);
      },
    }),
  });

  return { errors, edit, refuse, form };
}
