import { organizationTermsSchema } from '@app/shared/organization';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { reportInvalid } from '../lib/validation';
import { LoadingButton } from './LoadingButton';
import { TextArea } from './TextArea';

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
  const [saving, setSaving] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = organizationTermsSchema.safeParse({ terms });
    if (!parsed.success) return reportInvalid(parsed.error, idPrefix);
    setSaving(true);
    try {
      const result = await save(parsed.data.terms);
      if (!result) return;
      toast.success(result.message);
      onSaved(parsed.data.terms);
    } catch {
      // Network failure: the fetch helper already showed it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form aria-label="Conditions générales" noValidate onSubmit={handleSubmit}>
      <TextArea
        id={`${idPrefix}-terms`}
        label="Conditions générales"
        value={terms}
        onChange={setTerms}
        rows={8}
      />
      <LoadingButton type="submit" loading={saving}>
        {submitLabel}
      </LoadingButton>
    </form>
  );
}
