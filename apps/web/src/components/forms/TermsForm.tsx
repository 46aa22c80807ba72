import { organizationTermsSchema } from '@app/shared/organization';
import { useState } from 'react';
import { SchemaForm } from './SchemaForm';
import { TextArea } from '../inputs/TextArea';
import { useSchemaForm } from './useSchemaForm';
import { announced } from '../../lib/server-result';

export interface TermsFormProps {
  /** The organization's Conditions générales as last read. */
  terms: string;
  onSaved: (terms: string) => void;
  submitLabel: string;
  /** Prefix of the text area's id (`${idPrefix}-terms`), unique on the page. */
  idPrefix: string;
  /** Saves the terms (POST /api/organization/updateOrganizationTerms); undefined when refused. */
  save: (terms: string) => Promise<{ message: string } | undefined>;
}

/**
 * The organization's Conditions générales, printed at the foot of quotes and invoices: one text
 * area saved with POST /api/organization/updateOrganizationTerms (spec part 2 §7).
 */
export function TermsForm({
  terms: initial,
  onSaved,
  submitLabel,
  idPrefix,
  save,
}: TermsFormProps) {
  const [terms, setTerms] = useState(initial);
  const { submitting, submitWith } = useSchemaForm();

  const saveTerms = async (checked: string) => {
    const result = await save(checked);
    if (!announced(result)) return;
    onSaved(checked);
  };

  return (
    <SchemaForm
      aria-label="Conditions générales"
      submitting={submitting}
      submitLabel={submitLabel}
      onSubmit={submitWith({
        schema: organizationTermsSchema,
        values: { terms },
        idPrefix,
        send: (data) => saveTerms(data.terms),
      })}
    >
      <TextArea
        id={`${idPrefix}-terms`}
        label="Conditions générales"
        value={terms}
        onChange={setTerms}
        rows={8}
      />
    </SchemaForm>
  );
}
